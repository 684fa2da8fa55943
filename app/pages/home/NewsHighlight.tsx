import { Picture } from "../../components/Picture";
import { useUi } from "../../site/site-context";
import type { HomeData } from "./home.server";
import type { HomeStrings } from "./strings";
import { useDismissible } from "./useDismissible";
import { announceHome } from "./announce";
import { reloadPage } from "../../site/page-reload";
import { UiIcon } from "../../components/UiIcon";
import "./home.css";

/**
 * The featured news banner: its title and text as real text, the page's main action (a link to
 * the external selection page, marked visibly as leaving the site), and the selection-process
 * picture (its square composition, without words) beside the text on wide screens and below the
 * action on phones, so the first screen holds the title, the intro and the action (ADR 0041).
 * Dismissible; closing it also reloads the home page's data.
 */
export function NewsHighlight({
  highlight,
  strings,
}: {
  highlight: NonNullable<HomeData["highlight"]>;
  strings: HomeStrings["highlight"];
}) {
  const { ref, closing, close } = useDismissible("highlight", {
    scrollToNext: true,
    onClosed: () => {
      announceHome(strings.closed);
      void reloadPage();
    },
  });
  const { ui } = useUi();
  const hasImage = Boolean(highlight.image);
  return (
    <section
      ref={ref}
      className={`highlight${closing ? " is-closing" : ""}`}
      aria-labelledby="destaque-titulo"
      data-dismissible="highlight"
    >
      <div className="container">
        <div className={`highlight__card${hasImage ? "" : " highlight__card--text"}`}>
          <div className="highlight__body">
            <p className="highlight__eyebrow">{strings.eyebrow}</p>
            <h2 id="destaque-titulo" className="highlight__title">
              {highlight.title}
            </h2>
            <p className="highlight__text">{highlight.description}</p>
            <p className="highlight__action">
              <a className="button" href={highlight.href} target="_blank" rel="noopener noreferrer">
                {strings.cta}
                <UiIcon name="external" size={18} weight={2.2} />
                <span className="visually-hidden"> {ui.footer.newTab}</span>
              </a>
              {/* Seen, not only heard: the action leaves this site (issue 35). */}
              <span className="highlight__leaves" aria-hidden="true">
                {strings.leaves} {highlight.host}
              </span>
            </p>
          </div>
          {hasImage ? (
            <div className="highlight__media">
              <Picture image={highlight.image} sizes="(min-width: 800px) 240px, 92vw" priority />
            </div>
          ) : null}
          <button type="button" className="dismiss-button highlight__close" aria-label={strings.close} onClick={close}>
            <UiIcon name="close" weight={2.4} />
          </button>
        </div>
      </div>
    </section>
  );
}
