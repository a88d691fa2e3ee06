import { useMemo, useRef } from "react";
import type { AnyContract, FileAnswer } from "../../../common/api/contract";
import type { PageMeta } from "../../../common/api/shared";
import { useLocation, useNavigate } from "react-router";
import { AdminApiError, errorFrom, isAbort } from "./api-error";
import {
  type AllLanguagesOf,
  type AnswerOf,
  type CallInput,
  contractPath,
  type Query,
} from "./contract-call";
import { filenameFromDisposition } from "./file-save";
import { announceSessionEnd, loginPath, useOptionalSessionInternals } from "./session";

export { AdminApiError, type FieldCode, isAbort } from "./api-error";
export { getAll } from "./get-all";
export type { AllLanguagesOf, AnswerOf, CallInput, Query, QueryValue, RowOf } from "./contract-call";
export type { PageMeta };
/** What a list route answers: its rows and the page they are on. */
export type Paged<T> = { data: T[]; meta: PageMeta };

export type RequestOptions = { signal?: AbortSignal };
/** With `onProgress`, a multipart body goes through XMLHttpRequest, for its upload progress. */
export type CallOptions = RequestOptions & { onProgress?(fraction: number): void };

/** A call read with `?lng=all`: every localized text in every language. */
export type AllLanguagesInput<C extends AnyContract> = CallInput<C> & { query: { lng: "all" } };

/** Calls a route by its contract (common/api/contracts): the path, query and body it takes, its answer's type. */
export type ContractCall = {
  <C extends AnyContract & { lng: true }>(
    contract: C,
    input: AllLanguagesInput<C>,
    options?: CallOptions,
  ): Promise<AllLanguagesOf<AnswerOf<C>>>;
  <C extends AnyContract>(contract: C, input: CallInput<C>, options?: CallOptions): Promise<AnswerOf<C>>;
};

/** A route whose answer is a file (an archive, an export). */
export type FileContract = AnyContract & { responses: { 200: FileAnswer } };

export type AdminApi = {
  call: ContractCall;
  /** A route answered by a file: its body and the name the server gives it. */
  download<C extends FileContract>(contract: C, input: CallInput<C>, options?: RequestOptions): Promise<DownloadedFile>;
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
  // A Blob goes as it is, with its own type (the stock's CSV, text/csv); FormData sets its own.
  if (body instanceof Blob) headers["Content-Type"] = body.type || "application/octet-stream";
  else if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
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
      body: body === undefined ? undefined : body instanceof FormData || body instanceof Blob ? body : JSON.stringify(body),
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
async function apiRequest<T>(method: string, path: string, init: ApiRequestInit = {}): Promise<T> {
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

/** FormData sent through XMLHttpRequest, for its upload progress. */
function uploadRequest(
  method: string,
  path: string,
  formData: FormData,
  init: ApiRequestInit & CallOptions,
): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    const { signal, onProgress } = init;
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor(method, formData, init.csrf)))
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
      resolve(unwrap(parsed));
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

export type ContractInput = { params?: Record<string, string | number>; query?: Query; body?: unknown };

/**
 * One call of a route contract: its path from the contract's `:param`s, JSON or FormData in,
 * the answer unwrapped as `unwrap` does; AdminApiError thrown for anything else (the login page
 * uses it without a session).
 */
export function callContract<C extends AnyContract>(
  contract: C,
  input: CallInput<C>,
  init: ApiRequestInit & CallOptions = {},
): Promise<AnswerOf<C>> {
  const { params, query, body } = input as ContractInput;
  const path = apiUrl(contractPath(contract, params), query);
  const sent = body === undefined ? {} : { body: body as object | FormData };
  if (init.onProgress && body instanceof FormData)
    return uploadRequest(contract.method, path, body, init) as Promise<AnswerOf<C>>;
  return apiRequest<AnswerOf<C>>(contract.method, path, { ...init, ...sent });
}

/**
 * The admin screens' API client: `call` a route by its contract. Adds the CSRF header to every
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
    const init = (options?: CallOptions): ApiRequestInit & CallOptions => ({
      ...options,
      csrf: sessionRef.current?.currentCsrf(),
      onUnauthorized,
    });
    const call = ((contract: AnyContract, input: CallInput<AnyContract>, options?: CallOptions) =>
      callContract(contract, input, init(options))) as ContractCall;
    return {
      call,
      download: (contract, input, options) => {
        const { params, query, body } = input as ContractInput;
        const path = apiUrl(contractPath(contract, params), query);
        const sent = body === undefined ? {} : { body: body as object };
        return apiDownload(path, { ...init(options), ...sent }, contract.method === "GET" ? "GET" : "POST");
      },
    };
  }, [navigate]);
}
