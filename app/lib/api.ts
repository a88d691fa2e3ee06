/**
 * The browser's client of our REST API (public forms now, the admin area later): JSON and
 * FormData requests, answers in the `{data, meta}` envelope, failures as ApiError carrying
 * the server's error envelope `{error: {code, message, fields, requestId}}` and, on 429,
 * the wait the server asked for (Retry-After). Never imported by SSR loaders: they call the
 * module services in-process.
 */

/** Where the API lives: paths given without it (e.g. "/careers") are prefixed. */
export const API_BASE = "/api";

/** Field name -> error code (required, invalid_email, too_long, file_size...). */
export type FieldErrors = Record<string, string>;

/** A successful answer: `data`, and `meta` on lists; a 204 gives `data: undefined`. */
export type ApiEnvelope<T, M = unknown> = { data: T; meta?: M };

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer arrived (offline, aborted, DNS...). */
    readonly status: number,
    /** The server's error code (e.g. invalid_input, rate_limited), or network / http_error. */
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
    /** The request id the server logged: shown to the visitor so staff can find the failure. */
    readonly requestId?: string,
    /** Seconds to wait before trying again (429 and 503 carry Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

export type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  /** The session's CSRF token, for cookie-authenticated changes (admin area). */
  csrfToken?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** `/careers` or `/api/careers` with its query string, relative to the page's origin. */
export function apiUrl(path: string, query: ApiRequestOptions["query"] = {}): string {
  const base = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith("/") ? "" : "/"}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** Retry-After is either seconds or an HTTP date; answers whole seconds, or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number.parseInt(trimmed, 10);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown; requestId?: unknown } };

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  const fields: FieldErrors = {};
  if (error?.fields && typeof error.fields === "object") {
    for (const [key, code] of Object.entries(error.fields as Record<string, unknown>)) {
      if (typeof code === "string") fields[key] = code;
    }
  }
  return new ApiError(
    response.status,
    typeof error?.code === "string" ? error.code : "http_error",
    typeof error?.message === "string" ? error.message : response.statusText || `HTTP ${response.status}`,
    fields,
    typeof error?.requestId === "string" ? error.requestId : (response.headers.get("x-request-id") ?? undefined),
    parseRetryAfter(response.headers.get("retry-after")),
  );
}

/**
 * One API call. Resolves with the envelope of a 2xx answer; rejects with ApiError on any
 * failure (an error status, a network failure, an abort), so callers handle one type.
 */
export async function apiRequest<T = unknown, M = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiEnvelope<T, M>> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  if (options.csrfToken) headers["X-CSRF-Token"] = options.csrfToken;
  const method = options.method ?? (body === undefined ? "GET" : "POST");

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (cause) {
    const aborted = cause instanceof DOMException && cause.name === "AbortError";
    throw new ApiError(0, aborted ? "aborted" : "network", aborted ? "Request aborted" : "Network error");
  }

  const parsed = response.status === 204 ? undefined : await readJson(response);
  if (!response.ok) throw toApiError(response, parsed);
  return (parsed ?? { data: undefined }) as ApiEnvelope<T, M>;
}

/** POST of a JSON body. */
export function postJson<T = unknown>(path: string, json: unknown, options: Omit<ApiRequestOptions, "json" | "form"> = {}) {
  return apiRequest<T>(path, { ...options, method: options.method ?? "POST", json });
}

/** POST of a multipart form (file uploads). */
export function postForm<T = unknown>(
  path: string,
  form: FormData,
  options: Omit<ApiRequestOptions, "json" | "form"> = {},
) {
  return apiRequest<T>(path, { ...options, method: options.method ?? "POST", form });
}
