import { ActionButton } from "../../components/ActionButton";
import { ArtDirectedPicture } from "../../components/ArtDirectedPicture";
import type { HomeData } from "./home.server";
import type { HomeStrings } from "./strings";
import { useDismissible } from "./useDismissible";
import { announceHome } from "./announce";
import { reloadPage } from "../../site/page-reload";
import { UiIcon } from "../../components/UiIcon";
import "./home.css";

/** Phones get the vertical composition of the banner up to this width. */
export const HIGHLIGHT_MOBILE_MAX_WIDTH = 600;

/**
 * The featured news banner: the selection-process picture (a desktop and a mobile composition,
 * without words), its title and text as real text, and a link to the external selection page.
 * Dismissible; closing it also reloads the home page's data.
 */
export function NewsHighlight({ highlight, strings }: { highlight: HomeData["highlight"]; strings: HomeStrings["highlight"] }) {
  const { ref, closing, close } = useDismissible("highlight", {
    scrollToNext: true,
    onClosed: () => {
      announceHome(strings.closed);
      void reloadPage();
    },
  });
  const hasImage = Boolean(highlight.desktop ?? highlight.mobile);
  return (
    <section
      ref={ref}
      className={`highlight${closing ? " is-closing" : ""}`}
      aria-labelledby="destaque-titulo"
      data-dismissible="highlight"
    >
      <div className="container">
        <div className={`highlight__card${hasImage ? "" : " highlight__card--text"}`}>
          {hasImage ? (
            <div className="highlight__media">
              <ArtDirectedPicture
                wide={highlight.desktop}
                narrow={highlight.mobile}
                breakpoint={HIGHLIGHT_MOBILE_MAX_WIDTH}
                sizes="(min-width: 1100px) 1050px, 94vw"
                alt={highlight.alt}
                priority
              />
            </div>
          ) : null}
          <div className="highlight__body">
            <p className="highlight__eyebrow">{strings.eyebrow}</p>
            <h2 id="destaque-titulo" className="highlight__title">
              {highlight.title}
            </h2>
            <p className="highlight__text">{highlight.description}</p>
            <ActionButton target={highlight.href}>{strings.cta}</ActionButton>
          </div>
          <button type="button" className="dismiss-button highlight__close" aria-label={strings.close} onClick={close}>
            <UiIcon name="close" weight={2.4} />
          </button>
        </div>
      </div>
    </section>
  );
}
