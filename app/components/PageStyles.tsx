import { createContext, Fragment, useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The text of the build's stylesheets by address, provided by entry.server. A stylesheet found
 * here is written into the page as a <style> under the CSP nonce, so the first paint needs
 * nothing but the HTML.
 */
export const InlineCssContext = createContext<((href: string) => string | undefined) | null>(null);

// React's types leave out a stylesheet link's `disabled`, which the HTML standard defines.
const disabled = { disabled: true } as object;

/** The stylesheets of the matched routes, root first, each once (what React Router's <Links> lists). */
function useRouteStylesheets(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const hrefs = matches.flatMap((m) => framework?.manifest.routes[m.id]?.css ?? []);
  return [...new Set(hrefs)];
}

/**
 * In place of React Router's <Links>, in the document's head (rendered on the server only,
 * docs/decisions/0024): the page's stylesheets inline, so no request stands between the HTML and
 * the first paint. Stylesheets the server could not read (the dev server's) stay plain links.
 */
export function PageStyles({ nonce }: { nonce?: string }) {
  const read = useContext(InlineCssContext);
  const current = useRouteStylesheets();
  const texts = read ? current.map(read) : [];
  // All inline or all links, so the cascade keeps the same order.
  if (read && texts.every((css) => css !== undefined)) {
    return current.map((listed, i) => {
      // Without React Router's trailing "#" (a stylesheet a lazy module also loads): the
      // bundler's module loader compares the address without it.
      const href = listed.replace(/#$/, "");
      return (
        <Fragment key={href}>
          <style data-href={href} nonce={nonce} dangerouslySetInnerHTML={{ __html: texts[i]! }} />
          {/* Never fetched (a disabled stylesheet link is not loaded), but it tells the bundler's
            module loader that this stylesheet is in the page, so loading the page's module does
            not fetch it again. */}
          <link rel="stylesheet" href={href} {...disabled} />
        </Fragment>
      );
    });
  }
  return current.map((href) => <link key={href} rel="stylesheet" href={href} nonce={nonce} />);
}
