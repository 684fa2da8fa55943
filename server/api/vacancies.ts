/**
 * GET /api/vagas/{key}?lang=pt|en|es: one visible job opening's details in one language, as
 * `{ "vacancy": VacancyDetails }`. GET /api/vagas?lang=…: every visible opening's search words,
 * `{ "words": { key: words } }`, for the listing's filter. A listing card loads them when it is first expanded
 * (app/pages/trabalhe/use-vacancy-details.ts). The answer comes from the opening page's own store
 * query (content.visibleVacancy) and shaping (common/content/openings.ts), so the card and the page
 * cannot drift apart.
 *
 * - No `lang` is pt, as in the content API, so an answer depends on its address alone and can be
 *   cached like the content API's; any other value than pt, en or es is a 400.
 * - A key that cannot be a content key (the schema's slug characters, at most
 *   VACANCY_KEY_MAX_LENGTH) is a 400; an unknown or hidden one a 404 that says so in the asked
 *   language. Refusals have the /api shape, `{ "error": code, "message": text }`.
 * - The key is taken from the raw path and decoded here, not by an Express route parameter, so
 *   an invalid escape (%ff) gets this endpoint's 400 in the visitor's language rather than the
 *   router's generic one.
 */
import type { Request, RequestHandler, Response } from "express";
import { readCookie } from "../../common/http/cookies";
import { isLang, resolveRequestLang, type Lang } from "../../common/i18n/languages";
import { openingDetails, openingNotFound } from "../../common/content/openings";
import { openingWordsOf } from "../../common/content/opening-words";
import type { Services } from "../services";
import { contentCacheControl } from "./content";

/** Where the router mounts this endpoint, under /api. */
export const VACANCY_API_MOUNT = "/vagas";
/** Longer keys are refused before any lookup (the route table bounds an opening's key alike). */
export const VACANCY_KEY_MAX_LENGTH = 120;
/** The content schema's slugs (common/content/schema.ts): lowercase words joined by '-' or '/'. */
const keyPattern = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

export const vacancyApiMessages = {
  pt: {
    invalid_language: "Idioma não aceito: use lang=pt, lang=en ou lang=es.",
    invalid_key: "Este endereço não é o de uma vaga.",
    method_not_allowed: "Este endereço aceita apenas GET e HEAD.",
  },
  en: {
    invalid_language: "Language not accepted: use lang=pt, lang=en or lang=es.",
    invalid_key: "This is not the address of a job opening.",
    method_not_allowed: "This address accepts GET and HEAD only.",
  },
  es: {
    invalid_language: "Idioma no aceptado: usa lang=pt, lang=en o lang=es.",
    invalid_key: "Esta dirección no es la de una vacante.",
    method_not_allowed: "Esta dirección acepta solo GET y HEAD.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** A path segment, percent-decoded; null when its escapes are not valid UTF-8. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function isVacancyKey(key: string): boolean {
  return key.length <= VACANCY_KEY_MAX_LENGTH && keyPattern.test(key);
}

/** The language asked for; undefined when the query names something else (or several). */
function askedLang(req: Request): Lang | undefined {
  const value = req.query.lang;
  if (value === undefined) return "pt";
  return isLang(value) ? value : undefined;
}

/** For a refusal of the language itself: the visitor's saved choice or browser language. */
function fallbackLang(req: Request): Lang {
  return resolveRequestLang({
    cookieLang: readCookie(req.headers.cookie, "lang"),
    acceptLanguage: req.headers["accept-language"],
  });
}

function refuse(res: Response, status: number, error: string, message: string, cacheControl = "no-store") {
  res.setHeader("Cache-Control", cacheControl);
  res.status(status).json({ error, message });
}

/** Mounted under /api at VACANCY_API_MOUNT; anything but /{key} goes on to the API's 404. */
export function createVacancyApi(services: Services): RequestHandler {
  return async (req, res, next) => {
    // One segment below the mount (req.path is still percent-encoded here), or the mount itself.
    const list = req.path === "/" || req.path === "";
    const segment = /^\/([^/]+)\/?$/.exec(req.path)?.[1];
    if (segment === undefined && !list) return next();
    const asked = askedLang(req);
    const lang = asked ?? fallbackLang(req);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return refuse(res, 405, "method_not_allowed", vacancyApiMessages[lang].method_not_allowed);
    }
    if (!asked) return refuse(res, 400, "invalid_language", vacancyApiMessages[lang].invalid_language);
    if (segment === undefined) {
      // The listing's search words (the openings filter loads them the first time words are
      // searched, docs/decisions/0046): `{ "words": { key: "folded words" } }`.
      const openings = await services.content.visibleVacancies();
      res.setHeader("Cache-Control", contentCacheControl);
      return res.json({
        words: Object.fromEntries(openings.map((v) => [v.key, openingWordsOf(openingDetails(v, lang, services.media.clip))])),
      });
    }
    const key = decoded(segment);
    if (key === null || !isVacancyKey(key)) return refuse(res, 400, "invalid_key", vacancyApiMessages[lang].invalid_key);

    const found = await services.content.visibleVacancy(key);
    // Both answers depend on the published content alone: cached alike.
    if (!found) return refuse(res, 404, "not_found", openingNotFound[lang].text, contentCacheControl);
    res.setHeader("Cache-Control", contentCacheControl);
    res.json({ vacancy: openingDetails(found, lang, services.media.clip) });
  };
}
