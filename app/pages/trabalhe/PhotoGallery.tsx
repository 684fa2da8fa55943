import { useCallback, useEffect, useRef, useState } from "react";
import { fill, plural } from "../../../common/i18n/plural";
import type { Lang } from "../../../common/i18n/languages";
import { Picture } from "../../components/Picture";
import { UiIcon } from "../../components/UiIcon";
import { prefersReducedMotion } from "../../components/use-disclosure";
import { clampOffset, galleryStep, visibleRange } from "./gallery-math";
import type { TrabalheStrings } from "./strings";
import type { GalleryPhotoData } from "./trabalhe.server";

/**
 * The horizontally sliding gallery. The strip is a native scroller (touch swipe, arrow keys once
 * focused); the previous/next buttons move 400 px
 * per click, or one photo plus 25 px under 600 px, clamped at the start and the end, where the
 * button says it is unavailable (aria-disabled). The photos in view are announced after a move.
 */
export function PhotoGallery({
  photos,
  strings,
  lang,
}: {
  photos: GalleryPhotoData[];
  strings: TrabalheStrings["gallery"];
  lang: Lang;
}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const target = useRef<number | null>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [announcement, setAnnouncement] = useState("");
  const interacted = useRef(false);

  const geometry = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild as HTMLElement | null | undefined;
    if (!track || !first) return null;
    return {
      track,
      offset: track.scrollLeft,
      max: track.scrollWidth - track.clientWidth,
      view: track.clientWidth,
      photo: first.getBoundingClientRect().width,
    };
  }, []);

  const measure = useCallback(() => {
    const g = geometry();
    if (!g) return;
    // While a button move is under way, judge the edges by where it is going.
    const at = target.current ?? g.offset;
    setEdges({ atStart: at <= 1, atEnd: at >= g.max - 1 });
  }, [geometry]);

  const announce = useCallback(() => {
    const g = geometry();
    if (!g || !interacted.current) return;
    const { from, to } = visibleRange(g.offset, g.max, g.view, g.photo, photos.length);
    setAnnouncement(fill(plural(lang, to - from + 1, strings.position), { from, to, total: photos.length }));
  }, [geometry, lang, photos.length, strings.position]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const settle = () => {
      // The strip rests where a button sent it: keep that exact (sub-pixel) position as the
      // base of the next step, so steps never drift by rounding. Anywhere else: start afresh.
      const g = geometry();
      if (g && target.current !== null && Math.abs(g.offset - target.current) > 1) target.current = null;
      measure();
      announce();
    };
    // The browser says when a scroll has ended (`scrollend`); without it, a pause of 150 ms in the
    // scroll events stands for the end. On a busy phone such a pause comes in the middle of a
    // smooth scroll too, and the base was dropped there: a second quick click went 400 px from
    // where the strip happened to be (799 instead of 800).
    const endsItself = "onscrollend" in window;
    const onScroll = () => {
      measure();
      if (endsItself) return;
      window.clearTimeout(settleTimer.current);
      settleTimer.current = window.setTimeout(settle, 150);
    };
    // The visitor moves the strip themselves (touch, mouse, wheel, keys): forget the button base.
    const onOwnMove = () => {
      interacted.current = true;
      target.current = null;
    };
    measure();
    track.addEventListener("scroll", onScroll, { passive: true });
    if (endsItself) track.addEventListener("scrollend", settle);
    track.addEventListener("pointerdown", onOwnMove);
    track.addEventListener("wheel", onOwnMove, { passive: true });
    track.addEventListener("keydown", onOwnMove);
    // A new width moves the steps: forget the button base. Only a change: the observer's first
    // report (at the next frame after it starts) could land between two quick clicks and drop the
    // first one's base (the second went 400 px from mid-scroll instead of to 800).
    let width = track.clientWidth;
    const resize = new ResizeObserver(() => {
      if (track.clientWidth !== width) {
        width = track.clientWidth;
        target.current = null;
      }
      measure();
    });
    resize.observe(track);
    return () => {
      track.removeEventListener("scroll", onScroll);
      track.removeEventListener("scrollend", settle);
      track.removeEventListener("pointerdown", onOwnMove);
      track.removeEventListener("wheel", onOwnMove);
      track.removeEventListener("keydown", onOwnMove);
      resize.disconnect();
      window.clearTimeout(settleTimer.current);
    };
  }, [geometry, measure, announce]);

  const move = (direction: -1 | 1) => {
    const g = geometry();
    if (!g) return;
    if ((direction < 0 && edges.atStart) || (direction > 0 && edges.atEnd)) return;
    interacted.current = true;
    const step = galleryStep(window.innerWidth, g.photo);
    const next = clampOffset((target.current ?? g.offset) + direction * step, g.max);
    target.current = next;
    g.track.scrollTo({ left: next, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    measure();
  };

  return (
    <section className="section gallery" aria-labelledby="gallery-title">
      <div className="container">
        <div className="gallery__head head-with-controls">
          <div>
            <h2 id="gallery-title" className="section__title">
              {strings.title}
            </h2>
            <p className="gallery__intro">{strings.intro}</p>
          </div>
          <div className="gallery__controls js-only">
            <button
              type="button"
              className="round-button gallery__button"
              aria-controls="galeria-fotos"
              aria-disabled={edges.atStart ? "true" : undefined}
              onClick={() => move(-1)}
            >
              <UiIcon name="chevron-left" size={24} />
              <span className="visually-hidden">{strings.previous}</span>
            </button>
            <button
              type="button"
              className="round-button gallery__button"
              aria-controls="galeria-fotos"
              aria-disabled={edges.atEnd ? "true" : undefined}
              onClick={() => move(1)}
            >
              <UiIcon name="chevron-right" size={24} />
              <span className="visually-hidden">{strings.next}</span>
            </button>
          </div>
        </div>
        {/* A focusable scroller, so keyboard users can scroll it with the arrow keys. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className="gallery__track" id="galeria-fotos" ref={trackRef} tabIndex={0} aria-labelledby="gallery-title">
          {photos.map((photo) => (
            <li key={photo.id} className="gallery__item">
              <figure className="gallery__figure">
                <Picture image={photo.image} sizes="(min-width: 600px) 360px, 80vw" />
                {photo.caption ? <figcaption className="gallery__caption">{photo.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </section>
  );
}
