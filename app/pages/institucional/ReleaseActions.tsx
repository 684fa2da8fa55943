import { useState, useSyncExternalStore } from "react";
import { pageHref } from "../../../common/paths";
import { useUi } from "../../site/site-context";
import type { InstitucionalStrings } from "./strings";
import { UiIcon } from "../../components/UiIcon";
import "./institucional.css";

/** Likes start at 0; a visitor's own like is added once. */
export const BASE_LIKES = 0;
/** Where a visitor's like of the release is remembered. */
export const RELEASE_LIKE_KEY = "lead.institucional.releaseLiked";

function readLiked(): boolean {
  try {
    return window.localStorage.getItem(RELEASE_LIKE_KEY) !== null;
  } catch {
    return false;
  }
}

let likedThisVisit = false;
const listeners = new Set<() => void>();

function saveLiked() {
  likedThisVisit = true;
  try {
    window.localStorage.setItem(RELEASE_LIKE_KEY, JSON.stringify({ likedAt: new Date().toISOString() }));
  } catch {
    // Storage blocked: the like counts for this visit only.
  }
  listeners.forEach((l) => l());
}

/** The like as an external store: local storage, kept in step across tabs by the storage event. */
function subscribeLiked(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
const likedSnapshot = () => likedThisVisit || readLiked();
// The server cannot know a visitor's like: it renders the count without it.
const likedOnServer = () => false;

/**
 * Like, share and copy-link for the brand release. The like works once (a toggle that stays
 * pressed, remembered in local storage); share uses the Web Share API where the browser has it
 * and otherwise copies the page's address; copy-link always copies. Each outcome is shown and
 * announced politely. These need JavaScript, so they are not shown without it.
 */
export function ReleaseActions({ strings, title }: { strings: InstitucionalStrings["release"]; title: string }) {
  const { lang } = useUi();
  const liked = useSyncExternalStore(subscribeLiked, likedSnapshot, likedOnServer);
  const [likeNote, setLikeNote] = useState("");
  const [outcome, setOutcome] = useState<{ text: string; url?: string; serial: number } | null>(null);

  const likes = BASE_LIKES + (liked ? 1 : 0);
  const likesWord = likes === 1 ? strings.likesOne : strings.likesOther;
  const show = (text: string, url?: string) => setOutcome((o) => ({ text, url, serial: (o?.serial ?? 0) + 1 }));
  const pageUrl = () => `${window.location.origin}${pageHref("institucional", lang)}`;

  const like = () => {
    if (liked) return;
    saveLiked();
    setLikeNote(strings.liked);
  };

  const copy = async () => {
    const url = pageUrl();
    try {
      await navigator.clipboard.writeText(url);
      show(strings.copied);
    } catch {
      show(strings.copyFailed, url);
    }
  };

  const share = async () => {
    const data = { title, text: strings.shareText, url: pageUrl() };
    if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        show(strings.shared);
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copy();
  };

  return (
    <div className="release-actions js-only" role="group" aria-label={strings.actionsLabel}>
      <div className="release-actions__buttons">
        <span className="like">
          <button type="button" className="pill-button like__button" aria-pressed={liked} onClick={like}>
            <UiIcon name="heart" filled={liked} />
            {strings.like}
          </button>
          {/* No count while there is none: "0 curtidas" says nothing true (issue 35). */}
          {likes > 0 ? (
            <span className="like__count" data-testid="release-likes">
              {likes} {likesWord}
            </span>
          ) : null}
        </span>
        <button type="button" className="pill-button" onClick={() => void share()}>
          <UiIcon name="share" />
          {strings.share}
        </button>
        <button type="button" className="pill-button" onClick={() => void copy()}>
          <UiIcon name="link" />
          {strings.copyLink}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {likeNote}
      </p>
      <div className={`release-actions__outcome${outcome ? " is-visible" : ""}`} role="status">
        {outcome ? (
          <span key={outcome.serial} className="release-actions__message">
            {outcome.text}
          </span>
        ) : null}
        {outcome?.url ? (
          <input
            className="release-actions__address"
            readOnly
            value={outcome.url}
            aria-label={strings.addressLabel}
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : null}
      </div>
    </div>
  );
}
