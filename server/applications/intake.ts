/**
 * An application to a job opening (issue 25): the opening's page posts its form here, with or
 * without JavaScript. The contact form's path, with a CV instead of photos and videos: origin
 * check, a rate limit of its own, the XSRF token checked before a byte of the CV is written, the
 * CV streamed to disk within 10 MB and judged from its bytes (a plain PDF: pdf-check.ts), the
 * shared schema, then one transaction that stores the application (HR's mail, the CV attached)
 * and the candidate's acknowledgement. Only then is the candidate told it was sent.
 */
import type { Readable } from "node:stream";
import { acknowledgement } from "../../common/applications/acknowledgement";
import {
  APPLICATION_LIMITS,
  CV_FIELD,
  validateApplication,
  type ApplicationErrors,
  type ApplicationValues,
} from "../../common/applications/schema";
import type { ContactRequestError } from "../../common/contact/messages";
import type { Lang } from "../../common/i18n/languages";
import type { Logger } from "../log";
import type { RateLimiter } from "../http/rate-limits";
import { declaredTooLarge } from "../http/refusals";
import { paced } from "../http/turns";
import { createFileInspector } from "../contact/file-check";
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type IntakeRefusal } from "../contact/intake";
import { fetchSiteAllowed, XSRF_FIELD, type Xsrf } from "../contact/signing";
import type { ContactStore } from "../contact/store";
import { ensureDir, receiveMultipart, removeFiles, type MultipartLimits } from "../contact/uploads";
import type { PdfChecks, PdfCheckTicket } from "./pdf-check";

/** A CV, the form's fields and their part headers. */
export const MAX_APPLICATION_BYTES = APPLICATION_LIMITS.maxCvBytes + 1_000_000;

/** A CV's multipart limits; its PDF is judged through the place this request holds in the site-wide queue of checks. */
export const cvMultipart = (checks: Pick<PdfCheckTicket, "inspect">): MultipartLimits => ({
  fileField: CV_FIELD,
  maxFileBytes: APPLICATION_LIMITS.maxCvBytes,
  maxFiles: 1,
  maxTotalBytes: MAX_APPLICATION_BYTES,
  inspector: () => createFileInspector(["application/pdf"], checks.inspect),
});

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The opening applied to, as the page knows it. */
export interface AppliedOpening {
  key: string;
  /** Its title in Portuguese (HR's mail) and in the candidate's language (their acknowledgement). */
  titlePt: string;
  title: string;
  /** Its page's absolute address in the candidate's language. */
  url: string;
}

export interface ApplicationRequest {
  header(name: string): string | null;
  body: Readable;
  ip: string;
  xsrfCookie: string | null;
  lang: Lang;
}

export type ApplicationOutcome =
  | { ok: true; status: 201; publicId: string; /** Where the acknowledgement goes. */ email: string }
  | IntakeRefusal<ApplicationErrors>;

const TEXT_FIELDS = ["name", "email", "phone", "message", "accommodations"] as const;
const textValues = (fields: Record<string, string>) =>
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, fields[f] ?? ""])) as Record<(typeof TEXT_FIELDS)[number], string>;

/** HR's mail: everything the candidate said, in Portuguese, the opening first. */
export function applicationText(opening: AppliedOpening, v: ApplicationValues, lang: Lang, receivedAt: string): string {
  return [
    `Origem: Candidatura pelo portal`,
    `Vaga: ${opening.titlePt} (${opening.key})`,
    `Página da vaga: ${opening.url}`,
    `Nome: ${v.name}`,
    `E-mail: ${v.email}`,
    `Telefone: ${v.phone || "(não informado)"}`,
    `Idioma do candidato: ${lang}`,
    `Recebida em: ${receivedAt}`,
    `Consentimento LGPD: sim`,
    "",
    "Adaptações pedidas para a seleção:",
    v.accommodations || "(nenhuma)",
    "",
    "Mensagem:",
    v.message || "(sem mensagem)",
    "",
    `Currículo em anexo: ${v.cv?.filename ?? ""}`,
  ].join("\n");
}

/** Reads a body to its end, or to `limit` bytes, throwing it away; never throws. */
export async function discard(body: Readable, limit: number): Promise<void> {
  let size = 0;
  try {
    // In turns with everything else (server/http/turns.ts), as the bodies that are kept.
    for await (const chunk of paced(body) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) break;
    }
  } catch {
    // The client went away: nothing to answer.
  }
}

export function createApplicationIntake(deps: {
  store: ContactStore;
  xsrf: Xsrf;
  limiter: RateLimiter;
  inbox: string;
  retentionDays: number;
  log: Logger;
  committed: () => void;
  /** The site-wide queue of PDF checks (pdf-check.ts). */
  pdfChecks: PdfChecks;
  now?: () => Date;
}) {
  const { store, xsrf, log, pdfChecks } = deps;
  const busy = (values?: Record<string, string>): ApplicationOutcome & { ok: false } => ({
    ok: false,
    status: 503,
    error: "server_error",
    fields: { cv: ["cv_busy"] },
    retryAfter: pdfChecks.retryAfterSeconds,
    values,
  });
  const now = deps.now ?? (() => new Date());

  /**
   * An application. `admitted`: the place the page's admission (server/contact/page-admission.ts)
   * already took for this request on its headers; without one, this admits it itself.
   */
  async function apply(req: ApplicationRequest, opening: AppliedOpening, admitted?: PdfCheckTicket): Promise<ApplicationOutcome> {
    // Judged on the headers, before a byte of the body is parsed or stored.
    if (declaredTooLarge(req.header("content-length"), MAX_APPLICATION_BYTES))
      return { ok: false, status: 413, error: "file_too_large", fields: { cv: ["cv_size"] } };
    const early = admitted ? { ticket: admitted } : await letIn(req);
    if ("refused" in early) {
      // The body is read and thrown away (at most what a whole application may declare) before
      // the answer: answering first and closing makes the kernel reset the connection while the
      // browser is still sending, and the reset wipes out the answer on its way (the browser or
      // fetch reports EPIPE or ECONNRESET, not the 503). Cheap: no parsing, nothing written.
      await discard(req.body, MAX_APPLICATION_BYTES);
      return early.refused;
    }
    const { ticket } = early;
    try {
      return await receive(req, opening, ticket);
    } finally {
      ticket.release();
    }
  }
  /**
   * What is decided on the headers alone (415, 403 from another site, 429, 503 with every check
   * busy), or the place in the queue of checks this request now holds. A declared size over the
   * limit is left to `apply` (its 413 is answered before the body, not after reading it).
   */
  async function admit(req: Omit<ApplicationRequest, "body" | "xsrfCookie" | "lang">) {
    if (declaredTooLarge(req.header("content-length"), MAX_APPLICATION_BYTES)) return null;
    return letIn(req);
  }
  return Object.assign(apply, { admit });

  /** A refusal decided on the headers, the rate limit and the queue, or the place held in the queue. */
  async function letIn(
    req: Pick<ApplicationRequest, "header" | "ip">,
  ): Promise<{ refused: ApplicationOutcome & { ok: false } } | { ticket: PdfCheckTicket }> {
    if (!(req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
      return { refused: { ok: false, status: 415, error: "unsupported_media_type" } };
    if (!fetchSiteAllowed(req.header("sec-fetch-site")))
      return { refused: { ok: false, status: 403, error: "cross_site_request" } };
    const limit = await deps.limiter.consume(req.ip);
    if (!limit.allowed)
      return { refused: { ok: false, status: 429, error: "rate_limited", retryAfter: limit.retryAfterSeconds } };
    // A place in the queue of checks, held from now: while this CV uploads it counts as waiting,
    // so the server parses at most as many CVs at once as it will check. None free: refused
    // before a byte of the CV is parsed or stored.
    const ticket = pdfChecks.reserve();
    if (!ticket) {
      log.info("application refused: PDF checks busy", pdfChecks.stats());
      return { refused: busy() };
    }
    return { ticket };
  }
  async function receive(req: ApplicationRequest, opening: AppliedOpening, ticket: PdfCheckTicket): Promise<ApplicationOutcome> {
    const limits = cvMultipart(ticket);
    await ensureDir(store.tmpDir);
    const form = await receiveMultipart({
      headers: { "content-type": req.header("content-type") ?? undefined },
      body: req.body,
      tmpDir: store.tmpDir,
      limits,
      gate: (fields) => {
        if (!xsrf.check(req.xsrfCookie, fields[XSRF_FIELD])) return { status: 403, error: "xsrf_failed" };
        if (fields[HONEYPOT_FIELD]) return { status: 400, error: "honeypot" };
        return null;
      },
    });
    const values = textValues(form.fields);
    if (form.problem?.error === "honeypot" || (!form.problem && form.fields[HONEYPOT_FIELD])) {
      await removeFiles(form.files);
      log.info("application honeypot filled; nothing stored");
      return { ok: true, status: 201, publicId: crypto.randomUUID(), email: values.email };
    }
    if (form.problem) {
      const { status, error, fields } = form.problem;
      return {
        ok: false,
        status: status as 400,
        error: error as ContactRequestError,
        fields: fields as ApplicationErrors,
        values,
      };
    }
    // A form without a file never reached the gate.
    if (!xsrf.check(req.xsrfCookie, form.fields[XSRF_FIELD])) {
      await removeFiles(form.files);
      return { ok: false, status: 403, error: "xsrf_failed", values };
    }
    const file = form.files[0];
    if (file?.sniffed.unchecked) {
      await removeFiles(form.files);
      if (file.sniffed.unchecked === "unavailable")
        log.error("application CV not checked: qpdf is not available", { reason: file.sniffed.reason });
      else log.info("application refused: PDF checks busy", pdfChecks.stats());
      return busy(values);
    }
    const checked = validateApplication({
      ...values,
      consent: form.fields.consent,
      cv: file ? { filename: file.filename, type: file.sniffed.type, size: file.size, damaged: file.sniffed.damaged } : null,
    });
    if (!checked.ok) {
      await removeFiles(form.files);
      if (file && !file.sniffed.type) log.info("application CV refused", { reason: file.sniffed.reason });
      return { ok: false, status: 400, error: "validation_failed", fields: checked.errors, values };
    }
    const key = form.fields[IDEMPOTENCY_FIELD] || null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      await removeFiles(form.files);
      return { ok: false, status: 400, error: "invalid_idempotency_key", values };
    }
    const v = checked.value;
    const ack = acknowledgement(req.lang, {
      name: v.name,
      title: opening.title,
      file: v.cv?.filename ?? "",
      url: opening.url,
      days: deps.retentionDays,
      accommodations: Boolean(v.accommodations),
    });
    try {
      const result = await store.commit({
        kind: "application",
        lang: req.lang,
        name: v.name,
        email: v.email,
        subject: opening.titlePt,
        message: applicationText(opening, v, req.lang, now().toISOString()),
        recipient: deps.inbox,
        files: form.files,
        idempotencyKey: key,
        notices: [{ recipient: v.email, subject: ack.subject, text: ack.text, lang: req.lang }],
      });
      if (result.status === "conflict") return { ok: false, status: 409, error: "idempotency_conflict", values };
      if (result.status === "created") deps.committed();
      return { ok: true, status: 201, publicId: result.publicId, email: v.email };
    } catch {
      return { ok: false, status: 503, error: "server_error", retryAfter: 5, values };
    }
  }
}
export type ApplicationIntake = ReturnType<typeof createApplicationIntake>;
