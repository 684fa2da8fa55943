/**
 * The one path every contact message takes, from the API (JSON or multipart) and from the page's
 * form without JavaScript: origin checks, rate limit, XSRF, streaming receipt of the files,
 * the shared validation schema (with the types found in the bytes), then the commit.
 */
import type { Readable } from "node:stream";
import { requiredFieldMissing, validateContact, validateStuartContact, type FieldErrors } from "../../common/contact/schema";
import type { ContactRequestError } from "../../common/contact/messages";
import type { Logger } from "../log";
import type { RateLimiter } from "./rate-limit";
import { fetchSiteAllowed, XSRF_FIELD, type Xsrf } from "./signing";
import type { ContactStore } from "./store";
import { ensureDir, readJsonBody, receiveDataUrlAttachments, receiveMultipart, removeFiles, type ReceivedForm } from "./uploads";

/** The honeypot: a field people never see or fill. */
export const HONEYPOT_FIELD = "website";
export const IDEMPOTENCY_FIELD = "idempotencyKey";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export interface IncomingRequest {
  /** Lower-case header lookup. */
  header(name: string): string | null;
  body: Readable;
  ip: string;
  /** "api": the token comes in the X-XSRF-TOKEN header; "page": in the form's hidden field. */
  mode: "api" | "page";
  xsrfCookie: string | null;
  lang: string;
}

/** Seconds a client is told to wait when its message could not be stored (an outage is short or needs a person). */
const STORAGE_RETRY_AFTER_S = 5;

export type Outcome =
  | { ok: true; status: 201; publicId: string; replayed: boolean }
  | {
      ok: false;
      status: 400 | 403 | 409 | 413 | 429 | 503;
      error: ContactRequestError;
      fields?: FieldErrors;
      retryAfter?: number;
      /** For the page: refill the text fields (never the files). */
      values?: Record<string, string>;
      /** True when name, e-mail or subject is empty (the spec's 'form must be filled' notice). */
      incomplete?: boolean;
    };

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

  async function guard(req: IncomingRequest, limiter: RateLimiter): Promise<Outcome | null> {
    if (!fetchSiteAllowed(req.header("sec-fetch-site"))) return { ok: false, status: 403, error: "cross_site_request" };
    const limit = await limiter.consume(req.ip);
    if (!limit.allowed) return { ok: false, status: 429, error: "rate_limited", retryAfter: limit.retryAfter };
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
    req.body.resume();
    return { fields: {}, files: [], problem: { status: 400, error: "bad_request" } };
  }

  const textValues = (fields: Record<string, string>) => ({
    name: fields.name ?? "",
    email: fields.email ?? "",
    subject: fields.subject ?? "",
    message: fields.message ?? "",
  });

  return {
    /** The contact form: POST /api/contact/ and the page's action. */
    async contact(req: IncomingRequest): Promise<Outcome> {
      const refused = await guard(req, deps.formLimiter);
      if (refused) {
        req.body.resume();
        return refused;
      }
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
        attachments: form.files.map((f) => ({ filename: f.filename, type: f.sniffed.type, size: f.size })),
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
      try {
        const result = await store.commit({
          kind: "form",
          lang: req.lang,
          name: checked.value.name,
          email: checked.value.email,
          subject: checked.value.subject,
          message: checked.value.message,
          recipient: deps.contactInbox,
          files: form.files,
          idempotencyKey: key && IDEMPOTENCY_KEY.test(key) ? key : null,
        });
        if (result.status === "conflict") return { ok: false, status: 409, error: "idempotency_conflict", values };
        if (result.status === "created") deps.committed();
        return { ok: true, status: 201, publicId: result.publicId, replayed: result.status === "replayed" };
      } catch {
        // Nothing was stored (the database or the disk refused): say so, and when to try again.
        return { ok: false, status: 503, error: "server_error", retryAfter: STORAGE_RETRY_AFTER_S, values };
      }
    },

    /** The chat's e-mail flow: POST /api/contact/stuartContact { receiver, name, email, message }. */
    async chat(req: IncomingRequest): Promise<Outcome> {
      const refused = await guard(req, deps.chatLimiter);
      if (refused) {
        req.body.resume();
        return refused;
      }
      if (!(req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) {
        req.body.resume();
        return { ok: false, status: 400, error: "bad_request" };
      }
      const json = await readJsonBody(req.body, 64 * 1024);
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
      const key = req.header("idempotency-key");
      try {
        const result = await store.commit({
          kind: "chat",
          lang: req.lang,
          name: checked.value.name,
          email: checked.value.email,
          subject: "",
          message: checked.value.message,
          recipient: mailbox.email,
          files: [],
          idempotencyKey: key && IDEMPOTENCY_KEY.test(key) ? key : null,
        });
        if (result.status === "conflict") return { ok: false, status: 409, error: "idempotency_conflict" };
        if (result.status === "created") deps.committed();
        return { ok: true, status: 201, publicId: result.publicId, replayed: result.status === "replayed" };
      } catch {
        return { ok: false, status: 503, error: "server_error", retryAfter: STORAGE_RETRY_AFTER_S };
      }
    },
  };
}
export type ContactIntake = ReturnType<typeof createContactIntake>;
