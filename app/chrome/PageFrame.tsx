import { useUi } from "../site/site-context";

/**
 * Every page's content sits between two hidden headings that tell screen-reader users where the
 * content starts and ends. Each page is its own request, so the browser starts every page at the top of the document.
 */
export function PageFrame({ children, pageId }: { children: React.ReactNode; pageId: string }) {
  const { ui } = useUi();
  return (
    <div className="page" data-page={pageId}>
      <h2 className="visually-hidden page-marker" id="marcador-inicio" tabIndex={-1}>
        {ui.page.start}
      </h2>
      {children}
      <h2 className="visually-hidden page-marker" id="marcador-fim">
        {ui.page.end}
      </h2>
    </div>
  );
}
