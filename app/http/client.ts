/**
 * The browser's request conventions, in one place. Every call the
 * browser makes to our server (the chat's guest token and e-mail, the contact form's cookie and
 * header names) goes through `createHttpClient` or its helpers here; the contact form's upload
 * uses XMLHttpRequest for its progress, with the same names (ADR 0017):
 *
 * - a JSON content type is set when the request names none (form data, blobs and URL-encoded
 *   bodies keep the type the browser gives them);
 * - the XSRF token of the cookie XSRF-TOKEN is sent as the header X-XSRF-TOKEN on same-origin
 *   requests other than GET and HEAD, and never on absolute URLs;
 * - answers: 2xx resolve with the parsed body; 401 is only logged (the call resolves with
 *   undefined); 400, 403 and 404 reject with the server's message; any other error rejects with
 *   the status text. The rejection is an `HttpError` carrying the status.
 *
 * `quietly` covers the silent cases of the error catalogue (about, solutions, benefits): a failure
 * is logged and a fallback is used, so the page keeps working.
 */
import { readCookie } from "../../common/http/cookies";

export const xsrfCookieName = "XSRF-TOKEN";
export const xsrfHeaderName = "X-XSRF-TOKEN";

/** A failed request: `status` is the HTTP status (0 when the network failed), `message` what to show. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface HttpClientOptions {
  /** Prefix for relative paths ("/api" by default); absolute URLs are used as they are. */
  baseUrl?: string;
  /** The fetch to use (tests pass a fake one). */
  fetch?: typeof fetch;
  /** The page's cookies ("a=1; b=2"); document.cookie by default. */
  cookies?: () => string;
  /** Where 401s and quiet failures are logged; console.warn by default. */
  log?: (message: string, detail?: unknown) => void;
}

export interface RequestOptions extends Omit<RequestInit, "body"> {
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
}

export interface HttpClient {
  /** Resolves with the parsed answer, or undefined for 204 and for a 401 (which is only logged). */
  request<T>(path: string, options?: RequestOptions): Promise<T | undefined>;
  get<T>(path: string, options?: RequestOptions): Promise<T | undefined>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T | undefined>;
}

/** http://…, https://…, any scheme, or protocol-relative //host: never gets the XSRF header. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith("//");
}

function joinUrl(base: string, path: string): string {
  if (isAbsoluteUrl(path)) return path;
  if (!base) return path;
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === "string" ||
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof Blob !== "undefined" && body instanceof Blob) ||
    (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

/** Bodies the browser labels itself (multipart boundaries, blob types, form encoding). */
function browserTypesIt(body: unknown): boolean {
  return (
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof Blob !== "undefined" && body instanceof Blob) ||
    (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams)
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (/[/+]json\b/i.test(response.headers.get("Content-Type") ?? "")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The server's message in an error answer: { message }, { error: { message } }, { error: "…" } or plain text. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body.trim() || undefined;
  if (body && typeof body === "object") {
    const b = body as { message?: unknown; error?: unknown };
    if (typeof b.message === "string" && b.message) return b.message;
    if (b.error && typeof b.error === "object") {
      const nested = (b.error as { message?: unknown }).message;
      if (typeof nested === "string" && nested) return nested;
    }
    if (typeof b.error === "string" && b.error) return b.error;
  }
  return undefined;
}

const defaultLog = (message: string, detail?: unknown) => console.warn(message, detail ?? "");

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? "/api";
  const log = options.log ?? defaultLog;
  const cookies = options.cookies ?? (() => (typeof document === "undefined" ? "" : document.cookie));

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T | undefined> {
    const url = joinUrl(baseUrl, path);
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    const { body: value, ...rest } = init;

    if (!headers.has("Content-Type") && !browserTypesIt(value)) headers.set("Content-Type", "application/json");
    if (method !== "GET" && method !== "HEAD" && !isAbsoluteUrl(url) && !headers.has(xsrfHeaderName)) {
      const token = readCookie(cookies(), xsrfCookieName);
      if (token) headers.set(xsrfHeaderName, token);
    }
    if (!headers.has("Accept")) headers.set("Accept", "application/json");

    const body = value === undefined ? undefined : isRawBody(value) ? value : JSON.stringify(value);
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(url, { ...rest, method, headers, body });
    } catch (error) {
      throw new HttpError(error instanceof Error ? error.message : "Network error", 0, url);
    }

    const parsed = await readBody(response);
    if (response.ok) return parsed as T | undefined;
    if (response.status === 401) {
      log(`HTTP 401 ${method} ${url}`, parsed);
      return undefined;
    }
    if (response.status === 400 || response.status === 403 || response.status === 404) {
      throw new HttpError(serverMessage(parsed) || response.statusText || `HTTP ${response.status}`, response.status, url);
    }
    throw new HttpError(response.statusText || `HTTP ${response.status}`, response.status, url);
  }

  return {
    request,
    get: (path, init) => request(path, { ...init, method: "GET" }),
    post: (path, body, init) => request(path, { ...init, method: "POST", body }),
  };
}

/**
 * The silent cases of the error catalogue: a failed (or 401-empty) call gives `fallback`, and the
 * failure is only logged, so the page renders what it has instead of breaking.
 */
export async function quietly<T>(
  call: Promise<T | undefined>,
  fallback: T,
  log: (message: string, detail?: unknown) => void = defaultLog,
): Promise<T> {
  try {
    const value = await call;
    return value === undefined ? fallback : value;
  } catch (error) {
    log("request failed quietly; using the fallback", error);
    return fallback;
  }
}

/**
 * A token for the XSRF header before a first POST: the cookie's, or a fresh one from the server
 * (GET /api/contact/xsrf, which sets the cookie too). Undefined when neither is to be had.
 */
export async function ensureXsrfToken(
  client: HttpClient,
  cookies: () => string = () => (typeof document === "undefined" ? "" : document.cookie),
): Promise<string | undefined> {
  const existing = readCookie(cookies(), xsrfCookieName);
  if (existing) return existing;
  try {
    const answer = await client.get<{ token?: string }>("/contact/xsrf");
    return answer?.token ?? readCookie(cookies(), xsrfCookieName) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The client every feature uses for our own API (relative paths go under /api). Browser only. */
export const api = createHttpClient();
