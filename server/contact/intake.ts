/**
 * The one path every contact message takes, from the API (JSON or multipart) and from the page's
 * form without JavaScript: origin checks, rate limit, XSRF, streaming receipt of the files,
 * the shared validation schema (with the types found in the bytes), then the commit.
 */
import type { Readable } from "node:stream";
import { requiredFieldMissing, validateContact, validateStuartContact, type FieldErrors } from "../../common/contact/schema";
import type { ContactRequestError } from "../../common/contact/messages";
import type { Logger } from "../log";
import type { RateLimiter } from "../http/rate-limits";
import { fetchSiteAllowed, XSRF_FIELD, type Xsrf } from "./signing";
import type { ContactStore, NewMessage } from "./store";
import { declaredTooLarge } from "../http/refusals";
import {
  ensureDir,
  MAX_JSON_BYTES,
  MAX_MULTIPART_BYTES,
  readJsonBody,
  receiveDataUrlAttachments,
  receiveMultipart,
  removeFiles,
  type ReceivedForm,
} from "./uploads";

/** The honeypot: a field people never see or fill. */
export const HONEYPOT_FIELD = "website";
export const IDEMPOTENCY_FIELD = "idempotencyKey";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
/** The chat's e-mail request: four short fields; a 5,000-character message fits many times over. */
export const MAX_CHAT_JSON_BYTES = 64 * 1024;

/** A key in the wrong format is refused (a client that sends one expects it to be honoured). */
const badKey = (key: string | null | undefined) => key !== null && key !== undefined && !IDEMPOTENCY_KEY.test(key);

function bodyKind(contentType: string | null): "multipart" | "json" | null {
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) return "multipart";
  if (type.startsWith("application/json")) return "json";
  return null;
}

export interface IncomingRequest {
  /** Lower-case header lookup. */
  header(name: string): string | null;
  body: Readable;
  ip: string;
  /** "api": the token comes in the X-XSRF-TOKEN header; "page": in the form's hidden field. */
  mode: "api" | "page";
  xsrfCookie: string | null;
  lang: string;
  /** The page's admission (`admitPage`) already judged its origin and rate on the headers. */
  admitted?: boolean;
}

/** Seconds a client is told to wait when its message could not be stored (an outage is short or needs a person). */
const STORAGE_RETRY_AFTER_S = 5;

/** A form's refusal (the contact form's and the application's): the status, the error, each field's. */
export interface IntakeRefusal<Fields> {
  ok: false;
  status: 400 | 403 | 409 | 413 | 415 | 429 | 503;
  error: ContactRequestError;
  fields?: Fields;
  retryAfter?: number;
  /** For the page: refill the text fields (never the files). */
  values?: Record<string, string>;
}

export type Outcome =
  | { ok: true; status: 201; publicId: string; replayed: boolean }
  | (IntakeRefusal<FieldErrors> & {
      /** True when name, e-mail or subject is empty (the 'form must be filled in' notice). */
      incomplete?: boolean;
    });

export interface Mailbox {
  id: string;
  email: string;
}

export function createContactIntake(deps: {
  store: ContactStore;
  xsrf: Xsrf;
  formLimiter: RateLimiter;
  chatLimiter: RateLimiter;
  contactInbox: string;
  mailboxes: () => Promise<Mailbox[]>;
  log: Logger;
  /** Told after each commit, so this instance's outbox worker sends at once. */
  committed: () => void;
}) {
  const { store, xsrf, log } = deps;

  /**
   * Stores a checked message: created, the first result again for a repeated key, a conflict for a
   * key reused with other content, or a storage failure with when to try again. `values` refill
   * the page's form.
   */
  async function commit(message: NewMessage, values?: Record<string, string>): Promise<Outcome> {
    const refill = values ? { values } : {};
    try {
      const result = await store.commit(message);
      if (result.status === "conflict") return { ok: false, status: 409, error: "idempotency_conflict", ...refill };
      if (result.status === "created") deps.committed();
      return { ok: true, status: 201, publicId: result.publicId, replayed: result.status === "replayed" };
    } catch {
      // Nothing was stored (the database or the disk refused): say so, and when to try again.
      return { ok: false, status: 503, error: "server_error", retryAfter: STORAGE_RETRY_AFTER_S, ...refill };
    }
  }

  async function guard(
    req: Pick<IncomingRequest, "header" | "ip" | "mode" | "xsrfCookie">,
    limiter: RateLimiter,
  ): Promise<Outcome | null> {
    if (!fetchSiteAllowed(req.header("sec-fetch-site"))) return { ok: false, status: 403, error: "cross_site_request" };
    const limit = await limiter.consume(req.ip);
    if (!limit.allowed) return { ok: false, status: 429, error: "rate_limited", retryAfter: limit.retryAfterSeconds };
    if (req.mode === "api" && !xsrf.check(req.xsrfCookie, req.header("x-xsrf-token"))) {
      return { ok: false, status: 403, error: "xsrf_failed" };
    }
    return null;
  }

  async function receive(req: IncomingRequest): Promise<ReceivedForm> {
    const type = (req.header("content-type") ?? "").toLowerCase();
    await ensureDir(store.tmpDir);
    if (type.startsWith("multipart/form-data")) {
      return receiveMultipart({
        headers: { "content-type": req.header("content-type") ?? undefined },
        body: req.body,
        tmpDir: store.tmpDir,
        // Checked before the first byte of a file is written.
        gate: (fields) => {
          if (req.mode === "page" && !xsrf.check(req.xsrfCookie, fields[XSRF_FIELD]))
            return { status: 403, error: "xsrf_failed" };
          if (fields[HONEYPOT_FIELD]) return { status: 400, error: "honeypot" };
          return null;
        },
      });
    }
    if (type.startsWith("application/json")) {
      const json = await readJsonBody(req.body);
      if (json.problem) return { fields: {}, files: [], problem: json.problem };
      const value = (json.value ?? {}) as Record<string, unknown>;
      if (typeof value !== "object" || Array.isArray(value))
        return { fields: {}, files: [], problem: { status: 400, error: "bad_request" } };
      const fields = Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
      if (fields[HONEYPOT_FIELD]) return { fields, files: [], problem: { status: 400, error: "honeypot" } };
      const files = await receiveDataUrlAttachments(value.attachments, store.tmpDir);
      return { ...files, fields };
    }
    return { fields: {}, files: [], problem: { status: 415, error: "unsupported_media_type" } };
  }

  const textValues = (fields: Record<string, string>) => ({
    name: fields.name ?? "",
    email: fields.email ?? "",
    subject: fields.subject ?? "",
    message: fields.message ?? "",
  });

  return {
    /**
     * The contact page's post judged on its headers (server/contact/page-admission.ts): another
     * site's (403) or over the rate (429), or null to go on; null too for what `contact` answers
     * before the body by itself (not multipart, a declared size over the limit, a bad key).
     */
    async admitPage(req: Pick<IncomingRequest, "header" | "ip">): Promise<(Outcome & { ok: false }) | null> {
      if (bodyKind(req.header("content-type")) !== "multipart") return null;
      if (declaredTooLarge(req.header("content-length"), MAX_MULTIPART_BYTES)) return null;
      if (badKey(req.header("idempotency-key"))) return null;
      return (await guard({ ...req, mode: "page", xsrfCookie: null }, deps.formLimiter)) as (Outcome & { ok: false }) | null;
    },
    /** The contact form: POST /api/contact/ and the page's action. */
    async contact(req: IncomingRequest): Promise<Outcome> {
      // Judged on the headers, before a byte of the body is read.
      const kind = bodyKind(req.header("content-type"));
      if (!kind) return { ok: false, status: 415, error: "unsupported_media_type" };
      const limit = kind === "multipart" ? MAX_MULTIPART_BYTES : MAX_JSON_BYTES;
      if (declaredTooLarge(req.header("content-length"), limit)) return { ok: false, status: 413, error: "body_too_large" };
      if (badKey(req.header("idempotency-key"))) return { ok: false, status: 400, error: "invalid_idempotency_key" };
      const refused = req.admitted ? null : await guard(req, deps.formLimiter);
      if (refused) return refused;
      const form = await receive(req);
      const values = textValues(form.fields);
      if (form.problem?.error === "honeypot") {
        log.info("contact honeypot filled; nothing stored");
        return { ok: true, status: 201, publicId: crypto.randomUUID(), replayed: false };
      }
      if (form.problem) {
        const { status, error, fields } = form.problem;
        return { ok: false, status: status as 400, error: error as ContactRequestError, fields, values };
      }
      if (req.mode === "page" && !xsrf.check(req.xsrfCookie, form.fields[XSRF_FIELD])) {
        await removeFiles(form.files);
        return { ok: false, status: 403, error: "xsrf_failed", values };
      }
      const checked = validateContact({
        ...values,
        attachments: form.files.map((f) => ({
          filename: f.filename,
          type: f.sniffed.type,
          size: f.size,
          damaged: f.sniffed.damaged,
        })),
      });
      if (!checked.ok) {
        await removeFiles(form.files);
        const rejected = form.files.filter((f) => !f.sniffed.type);
        if (rejected.length) log.info("contact file refused", { reasons: rejected.map((f) => f.sniffed.reason) });
        return {
          ok: false,
          status: 400,
          error: "validation_failed",
          fields: checked.errors,
          values,
          incomplete: requiredFieldMissing(checked.errors),
        };
      }
      const key = req.header("idempotency-key") ?? form.fields[IDEMPOTENCY_FIELD] ?? null;
      if (badKey(key)) {
        await removeFiles(form.files);
        return { ok: false, status: 400, error: "invalid_idempotency_key", values };
      }
      const { name, email, subject, message } = checked.value;
      const stored = { kind: "form" as const, lang: req.lang, name, email, subject, message, recipient: deps.contactInbox };
      return commit({ ...stored, files: form.files, idempotencyKey: key }, values);
    },

    /** The chat's e-mail flow: POST /api/contact/stuartContact { receiver, name, email, message }. */
    async chat(req: IncomingRequest): Promise<Outcome> {
      if (bodyKind(req.header("content-type")) !== "json")
        return { ok: false, status: 415, error: "unsupported_media_type_json" };
      // The only large part of this request is its text: too large is "text too long", not "files".
      if (declaredTooLarge(req.header("content-length"), MAX_CHAT_JSON_BYTES))
        return { ok: false, status: 413, error: "text_too_long" };
      const key = req.header("idempotency-key");
      if (badKey(key)) return { ok: false, status: 400, error: "invalid_idempotency_key" };
      const refused = await guard(req, deps.chatLimiter);
      if (refused) return refused;
      const json = await readJsonBody(req.body, MAX_CHAT_JSON_BYTES);
      if (json.problem?.status === 413) return { ok: false, status: 413, error: "text_too_long" };
      if (json.problem)
        return { ok: false, status: json.problem.status as 400, error: json.problem.error as ContactRequestError };
      const body = (json.value ?? {}) as Record<string, unknown>;
      if (typeof body !== "object" || Array.isArray(body)) return { ok: false, status: 400, error: "bad_request" };
      const checked = validateStuartContact(body);
      const mailboxes = await deps.mailboxes();
      const receiver = typeof body.receiver === "string" ? body.receiver.trim().toLowerCase() : "";
      const mailbox = mailboxes.find((m) => m.id.toLowerCase() === receiver || m.email.toLowerCase() === receiver);
      const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
      if (!mailbox && !errors.receiver) errors.receiver = ["invalid_receiver"];
      if (!checked.ok || !mailbox) return { ok: false, status: 400, error: "validation_failed", fields: errors };
      const { name, email, message } = checked.value;
      return commit({
        kind: "chat",
        lang: req.lang,
        name,
        email,
        subject: "",
        message,
        recipient: mailbox.email,
        files: [],
        idempotencyKey: key,
      });
    },
  };
}
export type ContactIntake = ReturnType<typeof createContactIntake>;
