import { useRoot } from "../site/site-context";
import { entryFocusScript } from "../site/first-paint";

/**
 * Every page's content sits between two hidden headings that tell screen-reader users where the
 * content starts and ends. Each page is its own request; on entry from a link inside the site the
 * start marker takes focus (the spec's rule, skipped on the first page of a visit), by an inline
 * script right after it, so it holds from the first paint (app/site/first-paint.ts).
 */
export function PageFrame({ children, pageId }: { children: React.ReactNode; pageId: string }) {
  const { ui, nonce } = useRoot();
  return (
    <div className="page" data-page={pageId}>
      <h2 className="visually-hidden page-marker" id="marcador-inicio" tabIndex={-1}>
        {ui.page.start}
      </h2>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: entryFocusScript }} />
      {children}
      <h2 className="visually-hidden page-marker" id="marcador-fim">
        {ui.page.end}
      </h2>
    </div>
  );
}
