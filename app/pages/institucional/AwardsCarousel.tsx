import { useCallback, useEffect, useRef, useState } from "react";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { Card } from "../../components/Card";
import { Picture } from "../../components/Picture";
import { SectionHeader } from "../../components/SectionHeader";
import { CAROUSEL_POSITIONS, carouselPosition, positionText, type CarouselPosition } from "./carousel-position";
import type { InstitucionalData } from "./institucional.server";
import type { InstitucionalStrings } from "./strings";
import { UiIcon } from "../../components/UiIcon";
import "./institucional.css";

/** Cards side by side on wide screens (the stylesheet's `.award-card` at 1100 px and wider). */
const WIDE_COLUMNS = 4;

/**
 * Recent awards, newest first, as a horizontal carousel: a native scroll container (swipe, wheel,
 * arrow keys once focused), previous and next buttons for keyboard and pointer users, and the
 * three-position indicator ('Showing N of 3'), computed from the scroll offset and announced politely.
 * Whole cards only: one and a peek of the next on a phone, two from 700 px, and from 1100 px four
 * in a row (three at a time when there are more), so no card is cut by the edge (issue 26).
 */
export function AwardsCarousel({
  awards,
  strings,
}: {
  awards: InstitucionalData["awards"];
  strings: InstitucionalStrings["awards"];
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const frame = useRef(0);
  const [position, setPosition] = useState<CarouselPosition>(1);
  const [edges, setEdges] = useState({ start: true, end: false });
  // Whether there is anything to scroll: on wide screens four awards sit side by side, whole, and
  // a region that does not scroll needs no tab stop, no position and no buttons.
  const [scrolls, setScrolls] = useState(true);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const offset = Math.abs(el.scrollLeft);
    setPosition(carouselPosition(offset));
    setEdges({ start: offset <= 1, end: offset >= el.scrollWidth - el.clientWidth - 1 });
    setScrolls(el.scrollWidth > el.clientWidth + 1);
  }, []);

  useEffect(() => {
    measure();
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame.current);
      el.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [measure]);

  const step = (direction: 1 | -1) => {
    const el = scroller.current;
    const card = el?.querySelector("li");
    if (!el || !card) return;
    const gap = parseFloat(getComputedStyle(card.parentElement!).columnGap) || 0;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * (card.getBoundingClientRect().width + gap), behavior: smooth ? "smooth" : "auto" });
  };

  return (
    <section
      className="section awards"
      aria-labelledby="premios-titulo"
      // Read by the stylesheet: up to four awards fit one row on wide screens, so the controls
      // are hidden there from the first paint, with no shift when the script arrives.
      data-fits-wide={awards.length <= WIDE_COLUMNS || undefined}
    >
      <div className="container">
        <div className="head-with-controls">
          <SectionHeader id="premios-titulo" eyebrow={strings.eyebrow} title={strings.title} />
          <div className="carousel-buttons js-only">
            {(
              [
                { direction: -1, label: strings.previous, atEdge: edges.start, icon: "chevron-wide-left" },
                { direction: 1, label: strings.next, atEdge: edges.end, icon: "chevron-wide-right" },
              ] as const
            ).map(({ direction, label, atEdge, icon }) => (
              <button
                key={direction}
                type="button"
                className="round-button carousel-button"
                aria-controls="premios-lista"
                aria-label={label}
                aria-disabled={atEdge}
                onClick={() => !atEdge && step(direction)}
              >
                <UiIcon name={icon} size={22} weight={2.4} />
              </button>
            ))}
          </div>
        </div>
        <div
          id="premios-lista"
          ref={scroller}
          className="carousel"
          // A scrollable region must be reachable by keyboard so it can be scrolled (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={scrolls ? 0 : undefined}
          role="region"
          aria-label={strings.listLabel}
          aria-describedby={scrolls ? "premios-posicao" : undefined}
        >
          <ul className="carousel__track">
            {awards.map((award) => (
              <Card
                key={award.id}
                as="li"
                className="award-card"
                attributes={{ "data-award": award.id, ...librasAttrs(award.libras, award.title) }}
                media={award.image ? <Picture image={award.image} sizes="(min-width: 700px) 400px, 80vw" /> : null}
              >
                <p className="award-card__year">
                  <span className="chip">{award.year}</span>
                </p>
                <h3 id={`premio-${award.id}`} className="award-card__title">
                  {award.title}
                </h3>
                <p className="award-card__text">{award.description}</p>
              </Card>
            ))}
          </ul>
        </div>
        <div className="carousel-indicator js-only" aria-hidden="true" data-position={position}>
          {Array.from({ length: CAROUSEL_POSITIONS }, (_, i) => (
            <span key={i} className={`carousel-indicator__dot${i + 1 === position ? " is-current" : ""}`} />
          ))}
        </div>
        <p id="premios-posicao" className="visually-hidden js-only" aria-live="polite" aria-atomic="true">
          {scrolls ? positionText(strings.position, position) : ""}
        </p>
      </div>
    </section>
  );
}
