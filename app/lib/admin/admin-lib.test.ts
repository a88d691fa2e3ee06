import { describe, expect, it } from "vitest";
import { adminTitleKey } from "../../components/admin/shell/titles";
import { AdminApiError, apiUrl, isAbort } from "./api";
import { loginPath, safeAdminPath } from "./session";

describe("safeAdminPath (where login may send the admin)", () => {
  it.each([
    "/admin",
    "/admin/dashboard",
    "/admin/outbox?status=pending&page=2",
    "/admin/exhibitions/photos/3#top",
  ])("keeps %s", (path) => expect(safeAdminPath(path)).toBe(path));

  it.each([
    null,
    "",
    "admin/dashboard",
    "//evil.example",
    "//evil.example/admin/dashboard",
    "/\\evil.example",
    "/admin\\..\\evil",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "/fabrics",
    "/administrator",
    "/admin/login",
    "/admin/login?next=/admin",
    "/admin/\u0000x",
    "/admin/\nx",
    "/admin/\ud800",
  ])("refuses %j", (path) => expect(safeAdminPath(path)).toBeNull());

  it("percent-encodes what a Location header cannot hold", () => {
    expect(safeAdminPath("/admin/fabrics?q=ğü €")).toBe("/admin/fabrics?q=%C4%9F%C3%BC%20%E2%82%AC");
    expect(safeAdminPath("/admin/😀")).toBe("/admin/%F0%9F%98%80");
  });

  it("builds the login address with the page to go back to", () => {
    expect(loginPath("/admin/outbox?status=failed")).toBe(
      "/admin/login?next=%2Fadmin%2Foutbox%3Fstatus%3Dfailed",
    );
    expect(loginPath("//evil.example")).toBe("/admin/login");
    expect(loginPath("/admin/login")).toBe("/admin/login");
  });
});

describe("apiUrl", () => {
  it("prefixes /api and leaves out empty query values", () => {
    expect(apiUrl("/fabrics")).toBe("/api/fabrics");
    expect(apiUrl("fabrics")).toBe("/api/fabrics");
    expect(apiUrl("/api/fabrics")).toBe("/api/fabrics");
    expect(apiUrl("/mail/outbox", { status: undefined, page: 2, page_size: 50, q: "" })).toBe(
      "/api/mail/outbox?page=2&page_size=50",
    );
    expect(apiUrl("/contact-info", { lng: "all" })).toBe("/api/contact-info?lng=all");
    expect(apiUrl("/x", { q: "a&b=c ş" })).toBe("/api/x?q=a%26b%3Dc+%C5%9F");
  });
});

describe("AdminApiError", () => {
  it("carries the envelope's fields and knows an abort", () => {
    const error = new AdminApiError({
      status: 400,
      code: "invalid_input",
      message: "Invalid input",
      fields: { email: "invalid_email" },
      requestId: "r1",
    });
    expect(error.fields).toEqual({ email: "invalid_email" });
    expect(error.requestId).toBe("r1");
    expect(isAbort(error)).toBe(false);
    expect(isAbort(new AdminApiError({ status: 0, code: "aborted", message: "" }))).toBe(true);
  });
});

describe("header title of an admin path", () => {
  it.each([
    ["/admin/dashboard", "dashboard"],
    ["/admin/exhibitions", "exhibitions"],
    ["/admin/exhibitions/", "exhibitions"],
    ["/admin/exhibitions/country/4", "countryExhibitions"],
    ["/admin/exhibitions/photos/12", "exhibitionPhotos"],
    ["/admin/fabrics", "fabrics"],
    ["/admin/contact-settings", "contactSettings"],
    ["/admin/contact-messages", "messages"],
    ["/admin/applications", "applications"],
    ["/admin/account", "account"],
    ["/admin/outbox", "outbox"],
    ["/admin/privacy", "privacy"],
    ["/admin/translations", "translations"],
    ["/admin/whatever", "panel"],
    ["/admin/exhibitions/country/4/extra", "panel"],
  ])("%s -> %s", (path, key) => expect(adminTitleKey(path)).toBe(key));
});
