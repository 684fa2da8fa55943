import { useUi } from "../i18n/use-ui";

/** The back-to-top action at the end of a page: moves focus and view to the top of the document. */
export function BackToTop() {
  const { ui } = useUi();
  return (
    <p className="container back-to-top-row">
      <a href="#topo" className="back-to-top back-to-top--page">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M12 19V5M5 12l7-7 7 7"
            stroke="currentColor"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {ui.page.backToTop}
      </a>
    </p>
  );
}
