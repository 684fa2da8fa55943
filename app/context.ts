/** What the server passes to every loader and action (see server/app.ts). */
import type { Readable } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import type { Lang } from "../common/i18n/languages";
import type { Services } from "../server/services";
import type { PreviewContext } from "../server/editor/preview";
import type { AfterAnswer } from "../server/editor/auth/after-answer";
import type { ApplicationAdmission, PageRefusal } from "../server/contact/page-admission";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    lang: Lang;
    cspNonce: string;
    /** The client's address (Express's req.ip, which honours TRUST_PROXY), for rate limits. */
    clientIp?: string;
    /**
     * JSON-LD blocks for this response, by name: loaders put them here and the server render
     * writes them into the page, so they never travel again in the hydration data.
     */
    structuredData?: Map<string, string>;
    /**
     * Declares a per-visitor value this response carries (the form's XSRF token, its idempotency
     * key), so the page cache can keep the page and write a fresh value into each copy it serves
     * (server/http/page-cache.ts). Absent where nothing caches.
     */
    perVisitor?: (kind: PerVisitorKind, value: string) => void;
    /**
     * A stand-in for one visitor's own value (the address an application's acknowledgement went
     * to), when the page cache keeps this answer: the page is rendered with it, and the cache writes
     * the visitor's value in its place in this answer and in every copy (server/http/page-cache.ts).
     * Absent when nothing keeps the answer: the page then writes the value itself.
     */
    placeholder?: (kind: PlaceholderKind) => string | undefined;
    /**
     * A visitor's upload as Node's stream, on the upload pages only (isUploadPage in
     * server/http/page-bodies.ts): their actions read it, and `request.body` is then empty.
     */
    uploadBody?: Readable;
    /**
     * A form page's post refused on its headers (an upload page's, server/contact/page-admission.ts;
     * any form's past its client's budget, server/http/page-post-budget.ts): the page is rendered
     * as its GET, and its form's loader shows this refusal.
     */
    refusal?: PageRefusal;
    /** An application admitted on its headers: its place in the queue of PDF checks. */
    applicationAdmission?: ApplicationAdmission;
    /** The contact page's post admitted on its headers (origin and rate already judged). */
    contactAdmitted?: boolean;
    /**
     * Set when an editor previews a draft (server/editor/preview.ts): `services.content` then holds
     * the draft, and the page shows a banner saying so, noindex.
     */
    preview?: PreviewContext;
    /** Queues work to run once this response has been sent (server/editor/auth/after-answer.ts). */
    afterAnswer?: AfterAnswer;
  }
}

/** The per-visitor values a cached page may carry; the page cache knows how to make each. */
export type PerVisitorKind = "xsrf" | "idempotency";
/** The per-visitor values a cached page is rendered with a stand-in for. */
export type PlaceholderKind = "sentTo";

/** Loader and action arguments with our context typed. */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
