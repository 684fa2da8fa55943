import { useEffect, useState } from "react";
import { ExternalLink } from "../../components/ExternalLink";
import type { HomeStrings } from "./strings";
import { useDismissible } from "./useDismissible";
import { CloseIcon, WaveIcon } from "./icons";
import "./home.css";

/**
 * The pinned welcome notification (bottom left on wide screens): a short text and a link to the
 * courses and selections site. On phones it sits in the page, under the intro, so it never covers
 * the content or the chat launcher at the bottom right. While the footer is in view it steps
 * aside, so it never hides the footer either.
 */
export function WelcomeNotification({
  text,
  href,
  strings,
  announce,
}: {
  text: string;
  href: string;
  strings: HomeStrings["welcome"];
  announce: (message: string) => void;
}) {
  const { ref, closing, close } = useDismissible("welcome", {
    scrollToNext: false,
    onClosed: () => announce(strings.closed),
  });
  const [parked, setParked] = useState(false);

  useEffect(() => {
    const footer = document.getElementById("rodape");
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setParked(entry?.isIntersecting ?? false));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  const classes = ["welcome-note", closing ? "is-closing" : "", parked ? "is-parked" : ""].filter(Boolean).join(" ");
  return (
    <section ref={ref} className={classes} aria-labelledby="boas-vindas-titulo" data-dismissible="welcome">
      <h2 id="boas-vindas-titulo" className="visually-hidden">
        {strings.label}
      </h2>
      <span className="welcome-note__icon">
        <WaveIcon />
      </span>
      <div className="welcome-note__body">
        <p className="welcome-note__text">{text}</p>
        <ExternalLink href={href} className="welcome-note__link">
          {strings.link}
        </ExternalLink>
      </div>
      <button type="button" className="dismiss-button welcome-note__close" aria-label={strings.close} onClick={close}>
        <CloseIcon />
      </button>
    </section>
  );
}
