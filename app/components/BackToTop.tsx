import { useUi } from "../site/site-context";
import { UiIcon } from "./UiIcon";

/** The back-to-top action at the end of a page: moves focus and view to the top of the document. */
export function BackToTop() {
  const { ui } = useUi();
  return (
    <p className="container back-to-top-row">
      <a href="#topo" className="back-to-top back-to-top--page">
        <UiIcon name="arrow-up" size={18} weight={2.2} />
        {ui.page.backToTop}
      </a>
    </p>
  );
}
