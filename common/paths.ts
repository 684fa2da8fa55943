/**
 * Every URL of the site is built here, never by hand, so links, redirects, the sitemap and the
 * tests agree. Language is part of a page's address (`?lang=`), one URL per language.
 */
import type { Lang } from "./i18n/languages";

export const portalSections = ["institucional", "atuacao", "solucoes", "trabalhe", "contato"] as const;
export type PortalSection = (typeof portalSections)[number];
/** "" is the home page, the empty child of /portal. */
export type PortalPage = "" | PortalSection | "colaborador";

export const PORTAL = "/portal";

export function portalPath(page: PortalPage = ""): string {
  return page ? `${PORTAL}/${page}` : PORTAL;
}

/** Adds (or replaces) the language of a same-site address, keeping its query and hash. */
export function withLang(href: string, lang: Lang): string {
  const [beforeHash, hash = ""] = href.split("#", 2);
  const [path, query = ""] = (beforeHash ?? "").split("?", 2);
  const params = new URLSearchParams(query);
  params.set("lang", lang);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ""}`;
}

export function pageHref(page: PortalPage, lang: Lang, hash?: string): string {
  return withLang(portalPath(page) + (hash ? `#${hash}` : ""), lang);
}

/** One job opening's own page: /portal/trabalhe/{key}, the key being the opening's stable slug. */
export function vacancyPath(key: string): string {
  return `${portalPath("trabalhe")}/${encodeURIComponent(key)}`;
}

export function vacancyHref(key: string, lang: Lang): string {
  return withLang(vacancyPath(key), lang);
}

/**
 * Job alerts (issue 25): the subscribe page (where every subscribe form posts), the page a
 * confirmation link opens, the page every alert links to (change areas, leave), and the one-click
 * unsubscribe address of RFC 8058 (a POST a mail client makes). The links carry the
 * subscription's token (`t`), an expiry (`e`, the confirmation only) and a signature (`s`).
 */
export const ALERTS_PATH = `${portalPath("trabalhe")}/alertas`;
export const ALERT_CONFIRM_PATH = `${ALERTS_PATH}/confirmar`;
export const ALERT_MANAGE_PATH = `${ALERTS_PATH}/gerenciar`;
export const ALERT_ONE_CLICK_PATH = "/api/alertas/sair";

export function alertsHref(lang: Lang, area?: string): string {
  return withLang(area ? `${ALERTS_PATH}?area=${encodeURIComponent(area)}` : ALERTS_PATH, lang);
}

/** ?assunto=… fills the contact form's subject in (a job opening's "apply" link names the opening). */
export const CONTACT_SUBJECT_PARAM = "assunto";

/** The contact form with a subject already written, at the form. */
export function contactWithSubjectHref(subject: string, lang: Lang): string {
  return withLang(`${portalPath("contato")}?${CONTACT_SUBJECT_PARAM}=${encodeURIComponent(subject)}#formulario-contato`, lang);
}

/** The section a path belongs to: the second segment of /portal/{section}/…, or "" for home. */
export function currentSection(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  return segments[0] === "portal" ? (segments[1] ?? "") : "";
}

/**
 * The analytics rule: the path after /portal, an empty path reported as "/".
 * Anything outside /portal is reported as it is.
 */
export function reportedPath(pathname: string): string {
  const clean = pathname.split(/[?#]/, 1)[0] || "/";
  if (clean === PORTAL || clean === `${PORTAL}/`) return "/";
  if (clean.startsWith(`${PORTAL}/`)) return clean.slice(PORTAL.length).replace(/\/+$/, "") || "/";
  return clean;
}

export const mediaPath = (src: string) => `/media/${src}`;

/**
 * The query parameters each page reads, besides `lang` (every page's): the research filter
 * (`areas`, and `filtro`/`area` of its form without JavaScript), the openings filter (`area`,
 * `regime`, `filtro`), the contact form's suggested subject. Anything else is dropped from a
 * page's address before it is counted, cached or rendered (server/http/page-query.ts), so made-up
 * parameters cannot make a page new to the cache. A page that reads a new parameter adds it here
 * (app/site/page-query-params.test.ts holds the pages' own constants to this table).
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [portalPath("atuacao")]: ["areas", "filtro", "area"],
  [portalPath("trabalhe")]: ["area", "regime", "q", "filtro"],
  [portalPath("contato")]: [CONTACT_SUBJECT_PARAM],
  [ALERTS_PATH]: ["area"],
  [ALERT_CONFIRM_PATH]: ["t", "e", "s"],
  [ALERT_MANAGE_PATH]: ["t", "s"],
};
