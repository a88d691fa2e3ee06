import { useMemo, useRef } from "react";
import type { PageMeta } from "../../../common/api/shared";
import { useLocation, useNavigate } from "react-router";
import { AdminApiError, errorFrom, isAbort } from "./api-error";
import { filenameFromDisposition } from "./file-save";
import { announceSessionEnd, loginPath, useOptionalSessionInternals } from "./session";

export { AdminApiError, type FieldCode, isAbort } from "./api-error";
export type { PageMeta };
/** What a list route answers: its rows and the page they are on. */
export type Paged<T> = { data: T[]; meta: PageMeta };

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export type RequestOptions = { signal?: AbortSignal };
export type UploadOptions = RequestOptions & { onProgress?(fraction: number): void };

export type AdminApi = {
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: object | FormData, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: object | FormData, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: object | FormData, options?: RequestOptions): Promise<T>;
  del(path: string, options?: RequestOptions): Promise<void>;
  upload<T>(path: string, formData: FormData, options?: UploadOptions): Promise<T>;
  /** POST a JSON body, receive a file (an archive, an export). */
  download(path: string, body?: object, options?: RequestOptions): Promise<DownloadedFile>;
  /** GET a file (an export). */
  getFile(path: string, options?: RequestOptions): Promise<DownloadedFile>;
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
/** A call that never got its answer: cancelled, or the network failed. */
const unanswered = (error: unknown, signal?: AbortSignal) =>
  isAbort(error) || signal?.aborted
    ? cancelled()
    : new AdminApiError({
        status: 0,
        code: "network",
        message: (error as Error)?.message || "Network error",
      });

/**
 * fetch with the admin's headers; not reaching the server throws an AdminApiError (network,
 * aborted). The only place of the admin area that calls fetch.
 */
async function send(method: string, path: string, init: ApiRequestInit, accept?: string): Promise<Response> {
  const { body, signal } = init;
  const headers = headersFor(method, body, init.csrf);
  if (accept) headers.Accept = accept;
  try {
    return await fetch(apiUrl(path), {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw unanswered(error, signal);
  }
}

/** The JSON body of an answer; a 401 tells the screens, a refusal throws its AdminApiError. */
async function readJson(response: Response, init: ApiRequestInit): Promise<unknown> {
  const parsed = parseJson(await response.text().catch(() => ""));
  if (response.status === 401) init.onUnauthorized?.();
  if (!response.ok)
    throw errorFrom(response.status, parsed, retryAfterSeconds(response.headers.get("Retry-After")));
  return parsed;
}

/**
 * One call of the API: JSON or FormData in, `data` out, AdminApiError thrown for anything else
 * (the login page uses it without a session).
 */
export async function apiRequest<T>(method: string, path: string, init: ApiRequestInit = {}): Promise<T> {
  return unwrap<T>(await readJson(await send(method, path, init), init));
}

/** A file the API answered with, and the name its Content-Disposition gives (null without one). */
export type DownloadedFile = { blob: Blob; filename: string | null };

/** A POST of a JSON body (or a GET) answered by a file; a refusal (JSON) throws as apiRequest does. */
export async function apiDownload(
  path: string,
  init: ApiRequestInit = {},
  method: "POST" | "GET" = "POST",
): Promise<DownloadedFile> {
  const response = await send(method, path, init, "*/*");
  if (!response.ok) await readJson(response, init);
  const blob = await response.blob().catch((error) => Promise.reject(unanswered(error, init.signal)));
  return { blob, filename: filenameFromDisposition(response.headers.get("Content-Disposition")) };
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
      download: (path: string, body?: object, options?: RequestOptions) =>
        apiDownload(path, init(options, body)),
      getFile: (path: string, options?: RequestOptions) => apiDownload(path, init(options), "GET"),
    };
  }, [navigate]);
}
