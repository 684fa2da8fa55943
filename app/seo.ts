import type { MetaDescriptor } from "react-router";
import { languages, languageOf, type Lang } from "../common/i18n/languages";
import { withLang } from "../common/paths";
import { stripForbiddenChars } from "../common/text/control-chars";

export interface Seo {
  title: string;
  description: string;
  /** The page's path without language, e.g. /portal/trabalhe. */
  path: string;
  lang: Lang;
  origin: string;
  image?: string;
}

/**
 * Title, description, canonical, hreflang alternates (with x-default) and Open Graph. Every text
 * loses the characters no text may hold (common/text/control-chars.ts), whatever the database holds.
 */
export function seoMeta(page: Seo | undefined, rawSiteTitle: string): MetaDescriptor[] {
  const siteTitle = stripForbiddenChars(rawSiteTitle);
  if (!page) return [{ title: siteTitle }];
  const seo: Seo = {
    ...page,
    title: stripForbiddenChars(page.title),
    description: stripForbiddenChars(page.description),
    ...(page.image !== undefined && { image: stripForbiddenChars(page.image) }),
  };
  const url = (lang: Lang) => `${seo.origin}${withLang(seo.path, lang)}`;
  const language = languageOf(seo.lang);
  const title = seo.title === siteTitle ? siteTitle : `${seo.title} | ${siteTitle}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url(seo.lang) },
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l.htmlLang, href: url(l.code) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${seo.origin}${seo.path}` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Lead" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url(seo.lang) },
    { property: "og:locale", content: language.ogLocale },
    ...languages.filter((l) => l.code !== seo.lang).map((l) => ({ property: "og:locale:alternate", content: l.ogLocale })),
    ...(seo.image
      ? [{ property: "og:image", content: seo.image.startsWith("http") ? seo.image : `${seo.origin}${seo.image}` }]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** Plain text of a short rich-text snippet, for descriptions. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
