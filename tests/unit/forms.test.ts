import type { TFunction } from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fileProblem } from "../../app/components/site/forms/cv-file";
import { failureOf } from "../../app/components/site/forms/submission";
import {
  errorsFromIssues,
  errorsFromServer,
  errorText,
  firstInvalid,
  loadSchemas,
} from "../../app/components/site/forms/validation";
import { createI18n } from "../../app/i18n/instance";
import de from "../../common/i18n/locales/de";
import tr from "../../common/i18n/locales/tr";
import { ApiError, apiRequest, apiUrl, parseRetryAfter, postForm, postJson } from "../../app/lib/api";
import { MAX_CV_BYTES, TEXT_LIMITS } from "../../common/constants";
import { careerApplicationSchema, contactMessageSchema } from "../../common/schemas";
import { fieldsFromZod } from "../../server/http/errors";

const i18n = createI18n("tr", { tr: { translation: tr }, de: { translation: de } });
const t = (lng: "tr" | "de") => i18n.getFixedT(lng) as TFunction;

describe("browser checks of the shared schemas", () => {
  it("give the codes the server gives for the same input", () => {
    const inputs = [
      {},
      { full_name: " ", email: "a@", message: "" },
      { full_name: "x".repeat(TEXT_LIMITS.name + 1), email: "ayse@example.com", message: "Merhaba" },
      { full_name: "Ayşe", email: "ayse@example.com", message: "Merhaba", phone: "1\u0007" },
    ];
    for (const input of inputs) {
      const result = contactMessageSchema.safeParse(input);
      expect(result.success).toBe(false);
      if (result.success) continue;
      // The server maps the same zod issues with server/http/errors.ts.
      const codes = Object.fromEntries(
        Object.entries(errorsFromIssues(result.error.issues)).map(([field, error]) => [field, error.code]),
      );
      expect(codes).toEqual(fieldsFromZod(result.error as never));
    }
  });

  it("require name, e-mail and message on the contact form, and name, e-mail and position on the careers form", () => {
    const contact = contactMessageSchema.safeParse({ full_name: "", email: "", phone: "", message: "" });
    const careers = careerApplicationSchema.safeParse({ full_name: "", email: "", phone: "", position: "", message: "" });
    expect(contact.success || Object.keys(errorsFromIssues(contact.error.issues)).sort()).toEqual([
      "email",
      "full_name",
      "message",
    ]);
    expect(careers.success || Object.keys(errorsFromIssues(careers.error.issues)).sort()).toEqual([
      "email",
      "full_name",
      "position",
    ]);
  });

  it("send the name and message composed (NFC) and trimmed", () => {
    const result = contactMessageSchema.safeParse({
      full_name: "  S\u0327ule  ",
      email: " sule@example.com ",
      message: "Gu\u0308zel",
    });
    expect(result.success && result.data).toMatchObject({ full_name: "\u015eule", email: "sule@example.com", message: "G\u00fczel" });
  });

  it("are the module the forms fetch lazily", async () => {
    expect((await loadSchemas()).contactMessageSchema).toBe(contactMessageSchema);
  });
});

describe("field messages", () => {
  it("are the catalogue's generic texts in the page's language, with the limit formatted", () => {
    expect(errorText(t("tr"), { code: "required" }, "tr")).toBe("Bu alan zorunludur");
    expect(errorText(t("de"), { code: "invalid_email" }, "de")).toBe("Ungültige E-Mail-Adresse");
    expect(errorText(t("tr"), { code: "too_long", max: 5000 }, "tr")).toBe("En fazla 5.000 karakter olmalıdır");
    expect(errorText(t("de"), { code: "too_long" }, "de")).toBe("Ungültiges Format");
    expect(errorText(t("tr"), { code: "something_new" }, "tr")).toBe("Geçersiz biçim");
  });

  it("from a 400 keep the form's own fields, with their limits", () => {
    expect(errorsFromServer({ message: "too_long", language: "invalid", _: "invalid" }, { message: 5000 })).toEqual({
      message: { code: "too_long", max: 5000 },
    });
    expect(firstInvalid(["full_name", "email", "message"], { message: { code: "x" }, email: { code: "y" } })).toBe(
      "email",
    );
  });

  it("after a 429 say how many minutes to wait, rounded up", () => {
    const limited = new ApiError(429, "rate_limited", "Too many requests", {}, "req-1", 95);
    expect(failureOf(limited, t("tr"), "x")).toEqual({
      text: "Çok fazla deneme yapıldı. Lütfen 2 dakika sonra yeniden deneyin.",
      requestId: "req-1",
    });
    expect(failureOf(new ApiError(429, "rate_limited", "", {}, undefined, 20), t("de"), "x").text).toBe(
      "Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.",
    );
    expect(failureOf(new ApiError(500, "internal", "", {}, "req-2"), t("tr"), "Hata")).toEqual({
      text: "Hata",
      requestId: "req-2",
    });
  });

  it("say what the server found wrong in its own words: a day outside the fair, a fair over, a field sent twice", () => {
    expect(errorText(t("de"), { code: "outside_fair" }, "de")).toBe(t("de")("validation.outside_fair"));
    expect(errorText(t("tr"), { code: "repeated" }, "tr")).toBe(t("tr")("validation.repeated"));
    expect(errorText(t("tr"), { code: "taken" }, "tr")).toBe(t("tr")("validation.taken"));
    expect(t("de")("validation.outside_fair")).not.toBe(t("de")("validation.invalid"));
    // The fair is named by the page, not by a field of the form: the alert says it.
    const over = new ApiError(400, "invalid_input", "The fair is over", { exhibition_id: "fair_over" }, "req-4");
    expect(failureOf(over, t("de"), "generic")).toEqual({ text: t("de")("validation.fair_over"), requestId: "req-4" });
    const shown = new ApiError(400, "invalid_input", "", { email: "invalid_email" }, "req-5");
    expect(failureOf(shown, t("de"), "generic").text).toBe("generic");
  });

  it("after a 507 say the server has no room for the file, in the page's language", () => {
    const full = new ApiError(507, "storage_full", "", {}, "req-3");
    for (const lng of ["tr", "de"] as const) {
      const { text, requestId } = failureOf(full, t(lng), "generic");
      expect(requestId).toBe("req-3");
      expect(text).not.toBe("generic");
      expect(text).toBe(t(lng)("forms.storage_full"));
    }
    expect(t("tr")("forms.storage_full")).not.toBe(t("de")("forms.storage_full"));
  });
});

describe("CV file checks (SPEC §5)", () => {
  const file = (size: number, type: string) => ({ size, type }) as File;
  it("accept JPG, PNG and PDF up to exactly 5 MiB", () => {
    for (const type of ["image/jpeg", "image/jpg", "image/png", "application/pdf"]) {
      expect(fileProblem(file(MAX_CV_BYTES, type))).toBeNull();
    }
  });
  it("refuse one byte more, then any other type", () => {
    expect(fileProblem(file(MAX_CV_BYTES + 1, "application/pdf"))).toBe("file_size");
    expect(fileProblem(file(MAX_CV_BYTES + 1, "image/gif"))).toBe("file_size");
    expect(fileProblem(file(10, "image/gif"))).toBe("file_type");
    expect(fileProblem(file(10, "text/plain"))).toBe("file_type");
    expect(fileProblem(file(10, ""))).toBe("file_type");
  });
});

describe("API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json; charset=utf-8" }), ...headers },
    });

  it("builds URLs under /api with the query", () => {
    expect(apiUrl("/careers", { lng: "es" })).toBe("/api/careers?lng=es");
    expect(apiUrl("/api/contact-messages", { lng: undefined, page: 2 })).toBe("/api/contact-messages?page=2");
    expect(apiUrl("fabrics")).toBe("/api/fabrics");
  });

  it("posts JSON and answers the envelope", async () => {
    const fetch = vi.fn(async () => answer(201, { data: { id: 7 } }));
    vi.stubGlobal("fetch", fetch);
    await expect(postJson("/contact-messages", { a: 1 }, { query: { lng: "tr" } })).resolves.toEqual({ data: { id: 7 } });
    expect(fetch).toHaveBeenCalledWith("/api/contact-messages?lng=tr", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: '{"a":1}',
      credentials: "same-origin",
      signal: undefined,
    });
  });

  it("posts multipart without its own content type, with the CSRF token when given", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer(204));
    vi.stubGlobal("fetch", fetch);
    const form = new FormData();
    form.append("full_name", "Ayşe");
    await expect(postForm("/careers", form, { csrfToken: "tok" })).resolves.toEqual({ data: undefined });
    const init = fetch.mock.calls[0]![1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: "application/json", "X-CSRF-Token": "tok" });
  });

  it("turns the error envelope into an ApiError with fields, request id and Retry-After", async () => {
    vi.stubGlobal("fetch", async () =>
      answer(
        429,
        { error: { code: "rate_limited", message: "Too many requests", fields: { email: "invalid_email", x: 3 }, requestId: "r-9" } },
        { "retry-after": "120" },
      ),
    );
    const error = await apiRequest("/careers").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: "rate_limited",
      message: "Too many requests",
      fields: { email: "invalid_email" },
      requestId: "r-9",
      retryAfterSeconds: 120,
      isRateLimited: true,
      hasFieldErrors: true,
    });
  });

  it("copes with an answer that is not our envelope, and with no answer at all", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiRequest("/x")).rejects.toMatchObject({ status: 502, code: "http_error", message: "Bad Gateway" });
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("/x")).rejects.toMatchObject({ status: 0, code: "network", isNetworkError: true });
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("aborted", "AbortError");
    });
    await expect(apiRequest("/x")).rejects.toMatchObject({ status: 0, code: "aborted" });
  });

  it("reads Retry-After as seconds or as a date", () => {
    const now = Date.parse("2025-03-12T10:00:00Z");
    expect(parseRetryAfter("30", now)).toBe(30);
    expect(parseRetryAfter("Wed, 12 Mar 2025 10:02:00 GMT", now)).toBe(120);
    expect(parseRetryAfter("Wed, 12 Mar 2025 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
