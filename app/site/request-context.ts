/**
 * What the server knows of the request before any loader runs: the visitor's language (?lang=,
 * the lang cookie, Accept-Language) and the response's CSP nonce. Provided by app/entry.server.tsx,
 * so a page rendered without the root's data (an error before or instead of the root loader,
 * e.g. an address no route matches) still speaks the visitor's language.
 */
import { createContext } from "react";
import type { Lang } from "../../common/i18n/languages";

export interface RequestContextValue {
  lang: Lang;
  nonce?: string;
}

export const RequestContext = createContext<RequestContextValue>({ lang: "pt" });
