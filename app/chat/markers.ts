/**
 * What the widget makes of the markers of the assistant's text (the grammar itself is
 * common/chat/markers.ts): link segments under the site's link rule, the clip to play, and
 * whether to show the options or the offer to write to a tutor. Pure, so it is tested alone.
 */
import { tokenizeMarkers, videoOf } from "../../common/chat/markers";
import { withLang } from "../../common/paths";
import type { Lang } from "../../common/i18n/languages";

export type Segment = { kind: "text"; text: string } | { kind: "link"; href: string; label: string; external: boolean };

export interface ParsedMessage {
  segments: Segment[];
  /** The Libras clip's address, when the text carried one. */
  video?: string;
  showOptions: boolean;
  chooseTutor: boolean;
}

/**
 * The chat's link rule: addresses with http open outside; others stay on the site,
 * under /portal/ unless they already start with /portal/.
 */
export function chatLinkTarget(target: string, lang: Lang): { href: string; external: boolean } | null {
  const value = target.trim();
  if (/^https?:\/\//i.test(value)) return { href: value, external: true };
  // Anything else with a scheme (javascript:, data:, a stray "http" inside) is not a link.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.includes("http") || value.startsWith("//")) return null;
  if (value === "/portal" || value.startsWith("/portal/") || value.startsWith("/portal?")) {
    return { href: withLang(value, lang), external: false };
  }
  return { href: withLang(`/portal/${value.replace(/^\/+/, "")}`, lang), external: false };
}

/** True when the marker's address is a clip the widget can play: absolute (http) or on this site (/media/…). */
export function isVideoAddress(path: string): boolean {
  return /^https?:\/\//i.test(path) || (path.startsWith("/") && !path.startsWith("//"));
}

export function parseMessage(text: string, lang: Lang): ParsedMessage {
  const segments: Segment[] = [];
  let video: string | undefined;
  let showOptions = false;
  let chooseTutor = false;
  const pushText = (t: string) => {
    if (!t) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === "text") previous.text += t;
    else segments.push({ kind: "text", text: t });
  };
  for (const token of tokenizeMarkers(text)) {
    if (token.kind === "text") pushText(token.text);
    else if (token.kind === "link") {
      const target = chatLinkTarget(token.target, lang);
      if (target) segments.push({ kind: "link", href: target.href, label: token.label, external: target.external });
      else pushText(token.label);
    } else if (token.kind === "video") {
      if (isVideoAddress(token.clip)) video = token.clip;
    } else if (token.kind === "options") showOptions = true;
    else chooseTutor = true;
  }
  // Markers leave spaces behind: tidy the ends and double spaces.
  for (const s of segments) if (s.kind === "text") s.text = s.text.replace(/[ \t]{2,}/g, " ");
  const first = segments[0];
  if (first?.kind === "text") first.text = first.text.trimStart();
  const end = segments[segments.length - 1];
  if (end?.kind === "text") end.text = end.text.trimEnd();
  return { segments: segments.filter((s) => s.kind !== "text" || s.text), video, showOptions, chooseTutor };
}

/** The playable Libras clip of a message's text, if it names one. */
export function playableVideo(text: string): string | undefined {
  const clip = videoOf(text);
  return clip && isVideoAddress(clip) ? clip : undefined;
}
