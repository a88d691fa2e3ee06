import { useMemo, useRef } from "react";
import type { FieldErrorCode } from "../../../common/api/errors";
import type { PageMeta } from "../../../common/api/shared";
import type { ImportRowError } from "../../../common/fabric-import";
import { useLocation, useNavigate } from "react-router";
import { announceSessionEnd, loginPath, useOptionalSessionInternals } from "./session";

/** Field error codes of the API (common/api/errors.ts); catalogue texts under validation.<code>. */
export type FieldCode = FieldErrorCode | (string & {});

export type { PageMeta };
/** What a list route answers: its rows and the page they are on. */
export type Paged<T> = { data: T[]; meta: PageMeta };

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

/** An error answer of the API ({error:{code,message,fields,requestId}}), or a network failure (status 0). */
export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, FieldCode>;
  /** A refused file's cells (a CSV import): row (header = 1), column, code. */
  readonly rows: ImportRowError[];
  readonly requestId?: string;
  /** Seconds from Retry-After (429, 503), when the server sent it. */
  readonly retryAfter?: number;
  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, FieldCode>;
    rows?: ImportRowError[];
    requestId?: string;
    retryAfter?: number;
  }) {
    super(init.message);
    this.name = "AdminApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.rows = init.rows ?? [];
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
  }
  /** True when the call was cancelled by its AbortSignal (nothing to show the user). */
  get aborted() {
    return this.code === "aborted";
  }
}

export function isAbort(error: unknown): boolean {
  return (
    (error instanceof AdminApiError && error.aborted) ||
    (error instanceof DOMException && error.name === "AbortError")
  );
}

export type RequestOptions = { signal?: AbortSignal };
export type UploadOptions = RequestOptions & { onProgress?(fraction: number): void };

export type AdminApi = {
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: object | FormData, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: object | FormData, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: object | FormData, options?: RequestOptions): Promise<T>;
  del(path: string, options?: RequestOptions): Promise<void>;
  upload<T>(path: string, formData: FormData, options?: UploadOptions): Promise<T>;
};

/** "/fabrics" + {page: 2} -> "/api/fabrics?page=2" (empty values left out). */
export function apiUrl(path: string, query?: Query): string {
  const base = path.startsWith("/api/") ? path : `/api${path.startsWith("/") ? "" : "/"}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null && v !== "") params.append(key, String(v));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${search}`;
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** The envelope of a JSON answer: lists keep {data, meta}, everything else gives its `data`. */
function unwrap<T>(body: unknown): T {
  if (body && typeof body === "object" && "data" in body) {
    const envelope = body as { data: unknown; meta?: unknown };
    return (envelope.meta !== undefined ? { data: envelope.data, meta: envelope.meta } : envelope.data) as T;
  }
  return body as T;
}

/** The envelope's `rows`, kept only where each is {row, field, code}. */
function rowsOf(value: unknown): ImportRowError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ImportRowError =>
      typeof item?.row === "number" && typeof item?.field === "string" && typeof item?.code === "string",
  );
}

function errorFrom(status: number, body: unknown, retryAfter?: number): AdminApiError {
  const error = (body as { error?: Partial<AdminApiError> & { fields?: Record<string, FieldCode> } } | null)
    ?.error;
  return new AdminApiError({
    status,
    code: typeof error?.code === "string" ? error.code : status === 0 ? "network" : "http_error",
    message: typeof error?.message === "string" ? error.message : `HTTP ${status}`,
    fields: error?.fields,
    rows: rowsOf(error?.rows),
    requestId: typeof error?.requestId === "string" ? error.requestId : undefined,
    retryAfter,
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type ApiRequestInit = RequestOptions & {
  body?: object | FormData;
  /** The session's CSRF token, sent with every change. */
  csrf?: string;
  /** Called on a 401 before the error is thrown (the screens go back to the login page). */
  onUnauthorized?(): void;
};

function headersFor(method: string, body: unknown, csrf?: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET" && csrf) headers["X-CSRF-Token"] = csrf;
  if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
  return headers;
}

const cancelled = () => new AdminApiError({ status: 0, code: "aborted", message: "Request cancelled" });

/**
 * One call of the API: JSON or FormData in, `data` out, AdminApiError thrown for anything else.
 * The only place of the admin area that calls fetch (the login page uses it without a session).
 */
export async function apiRequest<T>(method: string, path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, signal } = init;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: headersFor(method, body, init.csrf),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw cancelled();
    throw new AdminApiError({
      status: 0,
      code: "network",
      message: (error as Error)?.message || "Network error",
    });
  }
  const text = await response.text().catch(() => "");
  const parsed = parseJson(text);
  if (response.status === 401) init.onUnauthorized?.();
  if (!response.ok)
    throw errorFrom(response.status, parsed, retryAfterSeconds(response.headers.get("Retry-After")));
  return unwrap<T>(parsed);
}

/** A POST of FormData through XMLHttpRequest, for its upload progress. */
function uploadRequest<T>(
  path: string,
  formData: FormData,
  init: ApiRequestInit & UploadOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = init;
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(path));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor("POST", formData, init.csrf)))
      xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.onload = () => {
      done();
      const parsed = parseJson(xhr.responseText);
      if (xhr.status === 401) init.onUnauthorized?.();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr.status, parsed, retryAfterSeconds(xhr.getResponseHeader("Retry-After"))));
        return;
      }
      onProgress?.(1);
      resolve(unwrap<T>(parsed));
    };
    xhr.onerror = () => {
      done();
      reject(new AdminApiError({ status: 0, code: "network", message: "Network error" }));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(cancelled());
    };
    xhr.send(formData);
  });
}

/** Every page of a list route (the API caps a page at 100 rows). */
export async function getAll<T>(api: AdminApi, path: string, query: Query = {}, signal?: AbortSignal) {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<Paged<T>>(path, { ...query, page, page_size: 100 }, { signal });
    rows.push(...answer.data);
    if (page >= answer.meta.pages || answer.data.length === 0) return rows;
  }
}

/**
 * The admin screens' API client. Paths are relative to /api. Adds the CSRF header to every
 * change, unwraps `data`, throws AdminApiError, and on a 401 sends the admin to the login page
 * (history replaced, other tabs told) by itself.
 */
export function useAdminApi(): AdminApi {
  const session = useOptionalSessionInternals();
  const navigate = useNavigate();
  const location = useLocation();
  const hereRef = useRef("");
  hereRef.current = `${location.pathname}${location.search}`;
  const sessionRef = useRef(session);
  sessionRef.current = session;

  return useMemo<AdminApi>(() => {
    const onUnauthorized = () => {
      const current = sessionRef.current;
      if (current) current.sessionLost();
      else {
        announceSessionEnd("lost");
        navigate(loginPath(hereRef.current), { replace: true });
      }
    };
    const init = (options?: RequestOptions, body?: object | FormData): ApiRequestInit => ({
      ...options,
      body,
      csrf: sessionRef.current?.currentCsrf(),
      onUnauthorized,
    });
    return {
      get: <T>(path: string, query?: Query, options?: RequestOptions) =>
        apiRequest<T>("GET", apiUrl(path, query), init(options)),
      post: <T>(path: string, body?: object | FormData, options?: RequestOptions) =>
        apiRequest<T>("POST", path, init(options, body)),
      put: <T>(path: string, body?: object | FormData, options?: RequestOptions) =>
        apiRequest<T>("PUT", path, init(options, body)),
      patch: <T>(path: string, body?: object | FormData, options?: RequestOptions) =>
        apiRequest<T>("PATCH", path, init(options, body)),
      del: async (path: string, options?: RequestOptions) => {
        await apiRequest<unknown>("DELETE", path, init(options));
      },
      upload: <T>(path: string, formData: FormData, options?: UploadOptions) =>
        uploadRequest<T>(path, formData, { ...init(options), onProgress: options?.onProgress }),
    };
  }, [navigate]);
}
