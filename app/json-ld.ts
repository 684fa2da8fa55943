/**
 * Structured data (schema.org JSON-LD) for search engines: the organisation, each job opening
 * (JobPosting with the fields search engines require) and news (NewsArticle).
 */
import type { ContentOf } from "../common/content/content-types";
import { closingInstant } from "../common/content/openings";
import type { Lang } from "../common/i18n/languages";
import { escapeText } from "../common/text/escape";
import { stripForbiddenChars } from "../common/text/control-chars";
import { languageOf } from "../common/i18n/languages";

type Site = ContentOf<"site.json">;
type Vacancy = ContentOf<"vacancies.json">[number];
type News = ContentOf<"news.json">[number];

export function organizationJsonLd(site: Site, origin: string, logo: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ResearchOrganization",
    name: site.name,
    legalName: site.legalName,
    url: `${origin}/portal`,
    logo: logo.startsWith("http") ? logo : `${origin}${logo}`,
    email: site.email,
    telephone: site.phone,
    address: postalAddress(site, "pt"),
    sameAs: site.social.map((s) => s.url),
  };
}

function postalAddress(site: Site, lang: Lang) {
  return {
    "@type": "PostalAddress",
    streetAddress: `${site.address.street}, ${site.address.complement[lang]}`,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: "BR",
  };
}

const list = (items: Array<{ pt: string; en: string; es: string }>, lang: Lang) =>
  items.length ? `<ul>${items.map((i) => `<li>${escapeText(i[lang])}</li>`).join("")}</ul>` : "";

/** A JobPosting per visible opening: title, description, datePosted, validThrough, hiringOrganization, jobLocation, employmentType. */
export function jobPostingJsonLd(vacancy: Vacancy, site: Site, lang: Lang, origin: string, url: string, logo: string) {
  const labels = {
    pt: {
      education: "Formação",
      requirements: "Requisitos",
      desirable: "Desejável",
      activities: "Atividades",
      pay: "Remuneração",
    },
    en: { education: "Education", requirements: "Requirements", desirable: "Desirable", activities: "Activities", pay: "Pay" },
    es: {
      education: "Formación",
      requirements: "Requisitos",
      desirable: "Deseable",
      activities: "Actividades",
      pay: "Remuneración",
    },
  }[lang];
  // Through its closing day in Fortaleza; an opening without one is listed for 90 days at most.
  const posted = new Date(`${vacancy.datePosted}T12:00:00Z`);
  const validThrough = vacancy.closingDate
    ? closingInstant(vacancy.closingDate)
    : new Date(posted.getTime() + 90 * 24 * 3600 * 1000).toISOString();
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: vacancy.title[lang],
    description:
      `<p>${escapeText(vacancy.areas[lang])}</p>` +
      `<p><strong>${labels.education}:</strong> ${escapeText(vacancy.education[lang])}</p>` +
      `<p><strong>${labels.requirements}:</strong></p>${list(vacancy.requirements, lang)}` +
      (vacancy.desirable.length ? `<p><strong>${labels.desirable}:</strong></p>${list(vacancy.desirable, lang)}` : "") +
      `<p><strong>${labels.activities}:</strong></p>${list(vacancy.activities, lang)}` +
      (vacancy.pay ? `<p><strong>${labels.pay}:</strong> ${escapeText(vacancy.pay[lang])}</p>` : ""),
    identifier: { "@type": "PropertyValue", name: site.name, value: `${vacancy.id}-${vacancy.key}` },
    datePosted: vacancy.datePosted,
    validThrough,
    employmentType: vacancy.regime === "CLT" ? "FULL_TIME" : "INTERN",
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: `${origin}/portal`,
      logo: logo.startsWith("http") ? logo : `${origin}${logo}`,
    },
    jobLocation: { "@type": "Place", address: postalAddress(site, lang) },
    // A remote opening: for candidates anywhere in Brazil.
    ...(vacancy.workMode === "remote"
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "BR" } }
      : {}),
    inLanguage: languageOf(lang).htmlLang,
    url,
    directApply: false,
  };
}

export function newsArticleJsonLd(news: News, site: Site, lang: Lang, origin: string, image: string | undefined) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: news.title[lang].slice(0, 110),
    description: news.summary[lang],
    datePublished: news.date,
    inLanguage: languageOf(lang).htmlLang,
    image: image ? [image.startsWith("http") ? image : `${origin}${image}`] : undefined,
    publisher: { "@type": "Organization", name: site.name },
    author: { "@type": "Organization", name: site.name },
    url: news.url.startsWith("http") ? news.url : `${origin}${news.url}`,
  };
}

/**
 * Serialises JSON-LD for a <script type="application/ld+json">, safe against "</script>"; every
 * string loses the characters no text may hold (common/text/control-chars.ts), whatever the
 * database holds.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (typeof value === "string" ? stripForbiddenChars(value) : value))
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
