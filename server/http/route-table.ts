/**
 * The site's addresses as templates, for labels and analytics: the pages of app/routes.ts (a test
 * keeps the two lists equal), the /api endpoints and the other fixed addresses. A path is turned
 * into its template here, so what a visitor makes up never becomes a label or a stored row: an
 * unknown address is `UNKNOWN_ROUTE`, a job opening's key is `:key` (its page and its API
 * address alike), a file id `:id`.
 */
import { CHAT_PATH, GUEST_TOKEN_PATH } from "../../common/chat/protocol";
import {
  ALERT_CONFIRM_PATH,
  ALERT_MANAGE_PATH,
  ALERT_ONE_CLICK_PATH,
  ALERTS_PATH,
  PORTAL,
  portalSections,
} from "../../common/paths";
import { contentApiPaths } from "../api/content";
import { VACANCY_API_MOUNT } from "../api/vacancies";

/** The one label of every address the site does not have. */
export const UNKNOWN_ROUTE = "other";

/** The pages under /portal (app/routes.ts), as paths. The index is /portal itself. */
export const portalPages = [
  PORTAL,
  ...[...portalSections, "colaborador", "acessibilidade"].map((page) => `${PORTAL}/${page}`),
  ALERTS_PATH,
  ALERT_CONFIRM_PATH,
  ALERT_MANAGE_PATH,
] as const;
/** One job opening's page (common/paths.ts vacancyPath): the key is content, not a label. */
export const VACANCY_ROUTE = `${PORTAL}/trabalhe/:key`;
/** One job opening's details for a listing card (server/api/vacancies.ts), whatever the key. */
export const VACANCY_API_ROUTE = `/api${VACANCY_API_MOUNT}/:key`;
const vacancyApiPath = new RegExp(`^/api${VACANCY_API_MOUNT}/[^/]+$`);

const pageSet = new Set<string>(portalPages);
const fixed = new Set<string>([
  "/",
  "/preferencias",
  "/dal",
  "/healthz",
  "/readyz",
  "/metrics",
  "/robots.txt",
  "/sitemap.xml",
  "/feeds/noticias.xml",
  "/portal-main.json",
  "/favicon.ico",
  "/api/contact",
  "/api/contact/xsrf",
  "/api/contact/stuartContact",
  ALERT_ONE_CLICK_PATH,
  GUEST_TOKEN_PATH,
  ...contentApiPaths.map((p) => `/api${p}`),
]);
/** Addresses whose whole subtree is one label (files, socket transport). */
const prefixes = ["/media", "/assets", CHAT_PATH, "/editor"];

function trimmed(pathname: string): string {
  const clean = pathname.split(/[?#]/, 1)[0] ?? "/";
  return clean.length > 1 ? clean.replace(/\/+$/, "") : clean;
}

/**
 * The page template of a path, or null when it is no page of the site (analytics count pages
 * only). React Router's client-navigation data requests end in `.data`: the same page.
 */
export function pageRouteOf(pathname: string): string | null {
  const path = trimmed(pathname.replace(/\/_\.data$/, "").replace(/\.data$/, ""));
  if (pageSet.has(path)) return path;
  if (/^\/portal\/trabalhe\/[^/]{1,120}$/.test(path)) return VACANCY_ROUTE;
  return null;
}

/** The label of any address: its template, or `UNKNOWN_ROUTE`. */
export function routeOf(pathname: string): string {
  const page = pageRouteOf(pathname);
  if (page) return page;
  const path = trimmed(pathname);
  if (fixed.has(path)) return path;
  if (/^\/api\/contact\/files\/[^/]+$/.test(path)) return "/api/contact/files/:id";
  if (vacancyApiPath.test(path)) return VACANCY_API_ROUTE;
  for (const prefix of prefixes) if (path === prefix || path.startsWith(`${prefix}/`)) return prefix;
  return UNKNOWN_ROUTE;
}
