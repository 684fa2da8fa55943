/**
 * What a page's <head> tells browsers and search engines, read from the server's HTML: alternate
 * languages, the canonical address, the title and the JSON-LD blocks.
 */

/** Attribute values come HTML-escaped: & as &amp;. */
export const decode = (s: string) => s.replace(/&amp;/g, "&");

export function headTags(html: string) {
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({
    tag: m[1]!,
    href: decode(m[2]!),
  }));
  const canonical = decode(/<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? "");
  /** One entry per <script type="application/ld+json"> (an object, or an array of them). */
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return { alternates, canonical, jsonLd, title };
}

/** Every JSON-LD object of the page, arrays opened. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return headTags(html).jsonLd.flat() as Array<Record<string, unknown>>;
}

/** The JobPosting fields Google requires (and recommends, for validThrough and employmentType). */
export const jobPostingFields = [
  "title",
  "description",
  "datePosted",
  "validThrough",
  "hiringOrganization",
  "jobLocation",
  "employmentType",
] as const;

/**
 * How each picture inside the element whose opening tag contains `marker` loads, in page order:
 * "eager high" for the one the page asks for at once, "lazy" for the others.
 */
export function imageLoadingIn(html: string, marker: string): string[] {
  const from = html.indexOf(marker);
  if (from === -1) throw new Error(`no ${marker} in the page`);
  return [...html.slice(from).matchAll(/<img [^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('loading="'))
    .map((tag) => {
      const loading = /loading="(\w+)"/.exec(tag)?.[1] ?? "";
      const priority = /fetchPriority="(\w+)"/i.exec(tag)?.[1];
      return priority ? `${loading} ${priority}` : loading;
    });
}
