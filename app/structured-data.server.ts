/** Structured data for the pages that carry it, built on the server from the content. */
import type { AppLoadContext } from "react-router";
import { vacancyHref } from "../common/paths";
import { jobPostingJsonLd, jsonLdScript, newsArticleJsonLd, organizationJsonLd } from "./json-ld";

/** The configured public origin: never the request's Host (docs/decisions/0027-hosts-and-proxies.md). */
function originOf(context: AppLoadContext, _request?: Request): string {
  return context.services.config.publicOrigin;
}

/** The organisation, on every page (root). */
export async function organizationLd(context: AppLoadContext, request: Request): Promise<string> {
  const site = await context.services.content.site();
  return jsonLdScript(organizationJsonLd(site, originOf(context, request), context.services.media.asset("logo")));
}

/** The JobPosting of one visible opening, for its own page (one per page, as Google asks). */
export async function jobPostingLd(context: AppLoadContext, request: Request, key: string): Promise<string> {
  const { services, lang } = context;
  const [site, vacancy] = await Promise.all([services.content.site(), services.content.visibleVacancy(key)]);
  if (!vacancy) return "";
  const origin = originOf(context, request);
  return jsonLdScript(
    jobPostingJsonLd(vacancy, site, lang, origin, origin + vacancyHref(vacancy.key, lang), services.media.asset("logo")),
  );
}

/** One NewsArticle per news item (institucional). */
export async function newsArticlesLd(context: AppLoadContext, request: Request): Promise<string> {
  const { services, lang } = context;
  const [site, news] = await Promise.all([services.content.site(), services.content.news()]);
  const origin = originOf(context, request);
  return jsonLdScript(news.map((n) => newsArticleJsonLd(n, site, lang, origin, services.media.image(n.image, lang)?.src)));
}
