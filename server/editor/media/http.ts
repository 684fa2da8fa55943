/**
 * The editor's upload addresses: `POST /editor/midia/imagem?tipo=<type>` and
 * `POST /editor/midia/clipe?tipo=<type>` (multipart, one file; an image with its alt text in pt,
 * en and es). Each needs the editor's session (401), the session's CSRF token in the
 * `x-editor-csrf` header or, for the form without JavaScript, in the address's `_csrf` (the
 * multipart body's fields are only the upload's own), a same-site Fetch Metadata (403), and a
 * role that may edit `tipo` (403), all judged before a byte of the body is read. The limits are
 * uploads.ts's, enforced while the bytes stream. The answer is JSON for the upload form's script
 * (`Accept: application/json`), a short page otherwise; every upload goes to the audit log.
 */
import express, { type Request, type Response } from "express";
import { canEdit, isEditorRole } from "../../../common/editor/roles";
import { uploadMessage } from "../../../common/editor/upload-strings";
import type { Services } from "../../services";
import { recordAudit } from "../auth/audit";
import { CSRF_FIELD, CSRF_HEADER, type SignedIn } from "../auth/service";
import type { ClipUploadResult, ImageUploadResult } from "./uploads";

type Lang = "pt" | "en";
const texts = {
  pt: {
    unauthorized: "Entre no editor para enviar arquivos.",
    csrf: "O formulário expirou. Recarregue a página e tente de novo.",
    forbidden: "Seu papel não permite enviar mídia para este conteúdo.",
    done: (name: string) => `Envio concluído. Nome da mídia: ${name}`,
    back: "Voltar ao editor",
    title: "Envio de mídia",
  },
  en: {
    unauthorized: "Sign in to the editor to upload files.",
    csrf: "The form has expired. Reload the page and try again.",
    forbidden: "Your role may not upload media for this content.",
    done: (name: string) => `Upload complete. Media name: ${name}`,
    back: "Back to the editor",
    title: "Media upload",
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const wantsJson = (req: Request) => (req.get("accept") ?? "").includes("application/json");

function langOf(req: Request, session: SignedIn | null): Lang {
  if (req.query.lang === "en" || req.query.lang === "pt") return req.query.lang;
  return session?.account.lang === "en" ? "en" : "pt";
}

/** A refusal or a result: JSON for the script, a small page without it. */
function reply(req: Request, res: Response, lang: Lang, status: number, body: { ok: boolean; name?: string; message: string }) {
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.status(status).json(body);
    return;
  }
  const t = texts[lang];
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${lang === "en" ? "en" : "pt-BR"}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">` +
        `<title>${escapeHtml(t.title)}</title></head><body><main><h1>${escapeHtml(t.title)}</h1>` +
        `<p role="${body.ok ? "status" : "alert"}">${escapeHtml(body.message)}</p>` +
        `<p><a href="/editor">${escapeHtml(t.back)}</a></p></main></body></html>`,
    );
}

export function createEditorMediaRouter(services: Services) {
  const router = express.Router();
  const { editor, editorMedia } = services;

  const handle = (kind: "image" | "clip") => async (req: Request, res: Response) => {
    const session = await editor.session(req.headers.cookie);
    const lang = langOf(req, session);
    const t = texts[lang];
    if (!session) return reply(req, res, lang, 401, { ok: false, message: t.unauthorized });
    const presented = req.get(CSRF_HEADER) ?? (typeof req.query[CSRF_FIELD] === "string" ? req.query[CSRF_FIELD] : undefined);
    if (!editor.csrfValid({ cookieHeader: req.headers.cookie, secFetchSite: req.get("sec-fetch-site") }, session, presented)) {
      return reply(req, res, lang, 403, { ok: false, message: t.csrf });
    }
    const type = typeof req.query.tipo === "string" ? req.query.tipo : "";
    if (!isEditorRole(session.account.role) || !canEdit(session.account.role, type)) {
      return reply(req, res, lang, 403, { ok: false, message: t.forbidden });
    }
    const result: ImageUploadResult | ClipUploadResult =
      kind === "image"
        ? await editorMedia.receiveImage({ headers: req.headers, body: req, by: session.account.email })
        : await editorMedia.receiveClip({ headers: req.headers, body: req, by: session.account.email });
    if (!result.ok) {
      const detail =
        result.detail && !["processing_failed", "image_damaged", "clip_damaged"].includes(result.error)
          ? result.detail
          : undefined;
      if (result.status === 500) services.log.error("editor upload failed", { kind, detail: result.detail });
      const message = uploadMessage(result.error, detail)[lang];
      if (wantsJson(req)) {
        res.setHeader("Cache-Control", "no-store");
        res.status(result.status).json({ ok: false, error: result.error, message: uploadMessage(result.error, detail) });
        return;
      }
      return reply(req, res, lang, result.status, { ok: false, message });
    }
    await recordAudit(services.database.db, {
      actor: { id: session.account.id, email: session.account.email },
      action: kind === "image" ? "media.image" : "media.clip",
      subject: result.name,
      detail: type,
    });
    if (wantsJson(req)) {
      res.setHeader("Cache-Control", "no-store");
      const media = services.mediaLibrary.describe(result.name, kind);
      res.status(201).json({ ...result, media });
      return;
    }
    return reply(req, res, lang, 201, { ok: true, name: result.name, message: t.done(result.name) });
  };

  const wrap =
    (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response, next: (e?: unknown) => void) =>
      void fn(req, res).catch(next);
  // The picker's list of uploaded media: GET /editor/midia/biblioteca?tipo=news&midia=imagem&busca=…&pagina=2.
  router.get(
    "/biblioteca",
    wrap(async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const session = await editor.session(req.headers.cookie);
      const lang = langOf(req, session);
      if (!session) return void res.status(401).json({ ok: false, message: texts[lang].unauthorized });
      const type = typeof req.query.tipo === "string" ? req.query.tipo : "";
      if (!isEditorRole(session.account.role) || !canEdit(session.account.role, type)) {
        return void res.status(403).json({ ok: false, message: texts[lang].forbidden });
      }
      const kind = req.query.midia === "clipe" ? "clip" : "image";
      const search = typeof req.query.busca === "string" ? req.query.busca.slice(0, 100) : "";
      const page = Number(typeof req.query.pagina === "string" ? req.query.pagina : 1);
      res.json({ ok: true, ...(await services.mediaLibrary.list({ kind, search, page })) });
    }),
  );
  router.post("/imagem", wrap(handle("image")));
  router.post("/clipe", wrap(handle("clip")));
  return router;
}
