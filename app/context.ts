/** What the server passes to every loader and action (see server/app.ts). */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import type { Lang } from "../common/i18n/languages";
import type { Services } from "../server/services";

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
  }
}

/** Loader and action arguments with our context typed. */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
