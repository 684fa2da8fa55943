import { ExternalLink } from "../../components/ExternalLink";
import type { HomeStrings } from "./strings";
import { useDismissible } from "./useDismissible";
import { announceHome } from "./announce";
import { UiIcon } from "../../components/UiIcon";
import "./home.css";
import "./welcome-note.css";

/**
 * The welcome notification: a short text and a link to the courses and selections site, the last
 * thing in the page's main content. Where the window leaves room in both margins it is pinned at
 * the bottom left, as the spec has it, in the left margin (welcome-note.css); narrower it stays in
 * the page's flow: pinned there it covered the banner on phones (ADR 0022) and text while
 * scrolling at 1280 px (ADR 0034, issue 35).
 */
export function WelcomeNotification({ text, href, strings }: { text: string; href: string; strings: HomeStrings["welcome"] }) {
  const { ref, closing, close } = useDismissible("welcome", {
    scrollToNext: false,
    onClosed: () => announceHome(strings.closed),
  });
  const classes = ["welcome-note", closing ? "is-closing" : ""].filter(Boolean).join(" ");
  return (
    <section ref={ref} className={classes} aria-labelledby="boas-vindas-titulo" data-dismissible="welcome">
      <h2 id="boas-vindas-titulo" className="visually-hidden">
        {strings.label}
      </h2>
      <span className="welcome-note__icon">
        <UiIcon name="wave" size={26} weight={1.8} />
      </span>
      <div className="welcome-note__body">
        <p className="welcome-note__text">{text}</p>
        <ExternalLink href={href} className="welcome-note__link">
          {strings.link}
        </ExternalLink>
      </div>
      <button type="button" className="dismiss-button welcome-note__close" aria-label={strings.close} onClick={close}>
        <UiIcon name="close" weight={2.4} />
      </button>
    </section>
  );
}
