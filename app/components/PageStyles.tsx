import { createContext, useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The text of the build's stylesheets by address, provided by entry.server (absent in the
 * browser). A stylesheet found here is written into the page as a <style> under the CSP nonce,
 * so the first paint needs nothing but the HTML.
 */
export const InlineCssContext = createContext<((href: string) => string | undefined) | null>(null);

/** Stylesheets the server wrote inline, read once from the document the browser got. */
let inlinedAtLoad: Set<string> | undefined;
function inlinedInDocument(): Set<string> {
  inlinedAtLoad ??= new Set(
    Array.from(document.querySelectorAll<HTMLStyleElement>("style[data-href]"), (el) => el.dataset.href ?? ""),
  );
  return inlinedAtLoad;
}

/** The stylesheets of the matched routes, root first, each once (what React Router's <Links> lists). */
function useRouteStylesheets(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const hrefs = matches.flatMap((m) => framework?.manifest.routes[m.id]?.css ?? []);
  return [...new Set(hrefs)];
}

/**
 * In place of React Router's <Links>: the page's stylesheets inline on the server render (no
 * request stands between the HTML and the first paint); in the browser the inline blocks are
 * kept as they are (hydration does not touch their text) and a route reached later by client
 * navigation gets its stylesheets as <link> elements, which React Router has already preloaded
 * before the navigation commits. Stylesheets the server could not read stay plain links.
 */
export function PageStyles({ nonce }: { nonce?: string }) {
  const read = useContext(InlineCssContext);
  const current = useRouteStylesheets();
  if (read) {
    // All inline or all links, so the browser's first render lists them in the same order.
    const texts = current.map(read);
    if (texts.every((css) => css !== undefined)) {
      return current.map((href, i) => (
        <style key={href} data-href={href} nonce={nonce} dangerouslySetInnerHTML={{ __html: texts[i]! }} />
      ));
    }
  }
  if (read || typeof document === "undefined")
    return current.map((href) => <link key={href} rel="stylesheet" href={href} nonce={nonce} />);
  const inlined = inlinedInDocument();
  return (
    <>
      {/* Kept for the whole visit: a page that comes back needs its rules again. */}
      {[...inlined].map((href) => (
        <style key={href} data-href={href} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      ))}
      {current
        .filter((href) => !inlined.has(href))
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} nonce={nonce} />
        ))}
    </>
  );
}
