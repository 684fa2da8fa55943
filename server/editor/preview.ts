/**
 * Preview: the real public page rendered with an item's newest version (its draft), for the
 * signed-in editor who may edit it. `GET /editor/previa/<type>/<key>?pagina=/portal/…&lang=pt`
 * renders `pagina` through the same React Router handler as the public site, with a content store
 * that is the published content with this one item put in. Under /editor so the session cookie
 * (path /editor) comes along; mounted before the page cache, so it is never kept or served from
 * it; every answer is `no-store` and `noindex`, and the page carries a banner saying it is a
 * preview (the root layout, `context.preview`).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { contentTypeRows, type ContentTypeRow } from "../../common/content/content-types";
import { canEdit, isEditorRole } from "../../common/editor/roles";
import type { Services } from "../services";
import { contentAccessors, type ContentSnapshot, type ContentStore } from "../content/store";
import { isContentEditError } from "./content/errors";
import { itemSchemaOf } from "./content/validate";
import { itemKeyFields } from "./forms/parse-item";
import { checkItemKey } from "../../common/content/item-key";
import { editorPath, typeOfEditorSlug } from "../../common/editor/paths";

/** What the page handler's load context carries for a preview (app/context.ts). */
export interface PreviewContext {
  type: string;
  key: string;
  /** The item's form in the editor. */
  back: string;
}

/** The preview's refusals, in the editor's languages (the editor's pages are not reached from here). */
const refusals = {
  pt: { 403: "Seu papel não permite pré-visualizar este conteúdo.", 404: "Este item ou esta página não existe." },
  en: { 403: "Your role does not allow previewing this content.", 404: "This item or page does not exist." },
};

/** A public page's address a preview may render: /portal and its pages, nothing else. */
const PAGE = /^\/portal(?:\/[a-z0-9][a-z0-9-]{0,120}){0,2}$/;

/** Texts of one language present, others missing: missing ones become "" so a draft renders. */
function fillLanguages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fillLanguages);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const langKeys = entries.filter(([k]) => k === "pt" || k === "en" || k === "es");
  if (langKeys.length && langKeys.length === entries.length && langKeys.some(([, v]) => typeof v === "string")) {
    return { pt: "", en: "", es: "", ...(value as object) };
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, fillLanguages(v)]));
}

/** The published content with one item replaced by (or added as) `draft`. */
export function contentWithDraft(store: ContentStore, row: ContentTypeRow, key: string, draft: unknown): ContentStore {
  const item = fillLanguages(draft);
  const get = async (): Promise<ContentSnapshot> => {
    const snapshot = await store.snapshot();
    const name = row.snapshot as keyof ContentSnapshot;
    let value: unknown = item;
    if (row.key) {
      const keyOf = row.key as (item: unknown) => string;
      const list = snapshot[name] as unknown[];
      const at = list.findIndex((existing) => keyOf(existing) === key);
      value = at >= 0 ? list.map((existing, i) => (i === at ? item : existing)) : [...list, item];
    }
    return { ...snapshot, [name]: value, version: `${snapshot.version}+preview` } as ContentSnapshot;
  };
  return { snapshot: get, fresh: () => undefined, invalidate: () => undefined, now: store.now, ...contentAccessors(get) };
}

/**
 * The preview route. `render` is the public pages' handler; it reads `res.locals.preview` (the
 * services with the draft's content, and the banner's data) in its load context.
 */
export function previewPages(services: Services, render: RequestHandler): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const noStore = () => {
        res.setHeader("Cache-Control", "no-store");
        res.setHeader("X-Robots-Tag", "noindex, nofollow");
      };
      noStore();
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      // Mounted without a path pattern (Express would answer a bad escape with its own 400): the address as sent.
      const [, , , slug = "", rawKey = "", ...rest] = new URL(req.originalUrl, "http://x").pathname.split("/");
      // The address names the type in Portuguese (common/editor/paths.ts): /editor/previa/vagas/<key>.
      const type = typeOfEditorSlug(slug) ?? "";
      const key = safeDecode(rawKey);
      const session = await services.editor.session(req.headers.cookie);
      if (!session) {
        // Back to the item's form after signing in, when the address names one.
        const back = type && key ? editorPath(type, key) : null;
        res.redirect(303, back ? `/editor/entrar?voltar=${encodeURIComponent(back)}` : "/editor/entrar");
        return;
      }
      const refuse = (status: 403 | 404) =>
        res
          .status(status)
          .type("text/plain")
          .send(refusals[session.account.lang === "en" || req.query.lang === "en" ? "en" : "pt"][status]);
      const row = contentTypeRows.find((r) => r.type === type);
      const pagina = typeof req.query.pagina === "string" ? req.query.pagina : "/portal";
      if (!row || key === undefined || rest.length || !PAGE.test(pagina)) return void refuse(404);
      // An opening's key follows the one key rule (common/content/item-key.ts): what it refuses names no item.
      if (itemKeyFields(itemSchemaOf(row)).length && checkItemKey(key)) return void refuse(404);
      if (!isEditorRole(session.account.role) || !canEdit(session.account.role, type)) return void refuse(403);
      let draft: unknown;
      try {
        draft = (await services.contentEditor.get({ id: session.account.email, role: session.account.role }, type, key)).data;
      } catch (error) {
        if (isContentEditError(error)) return void refuse(404);
        throw error;
      }
      const lang = typeof req.query.lang === "string" && /^(pt|en|es)$/.test(req.query.lang) ? req.query.lang : "pt";
      const context: PreviewContext = { type, key, back: editorPath(type, key) };
      res.locals.preview = { services: { ...services, content: contentWithDraft(services.content, row, key, draft) }, context };
      // The page's own headers (a public page's Cache-Control) never win over no-store here.
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
        noStore();
        return writeHead.apply(this, args) as Response;
      } as Response["writeHead"];
      // Rendered as the public address (React Router matches it), in the chosen language.
      const address = `${pagina}?lang=${lang}`;
      req.url = address;
      req.originalUrl = address;
      render(req, res, next);
    } catch (error) {
      next(error);
    }
  };
}

function safeDecode(segment: string): string | undefined {
  try {
    const decoded = decodeURIComponent(segment);
    return /^[a-z0-9][a-z0-9/-]{0,200}$/.test(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}
