/**
 * Reads the markers of the assistant's text (SPEC.md section 4): [link:target|label],
 * [videolibras:address], [opcaoacao] (show the options) and [selecionartutor] (offer to write to
 * a tutor). Pure, so the widget and its tests agree.
 */
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
 * The spec's link rule for the chat: addresses with http open outside; others stay on the site,
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

const MARKERS = /\[link:([^\]|]+)\|([^\]]+)\]|\[videolibras:([^\]]+)\]|\[(opcaoacao|selecionartutor)\]/g;

export function parseMessage(text: string, lang: Lang): ParsedMessage {
  const segments: Segment[] = [];
  let video: string | undefined;
  let showOptions = false;
  let chooseTutor = false;
  let last = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === "text") previous.text += t;
    else segments.push({ kind: "text", text: t });
  };
  for (const match of text.matchAll(MARKERS)) {
    pushText(text.slice(last, match.index));
    last = match.index + match[0].length;
    if (match[1] !== undefined) {
      const target = chatLinkTarget(match[1], lang);
      if (target) segments.push({ kind: "link", href: target.href, label: match[2]!.trim(), external: target.external });
      else pushText(match[2]!.trim());
    } else if (match[3] !== undefined) {
      if (isVideoAddress(match[3].trim())) video = match[3].trim();
    } else if (match[4] === "opcaoacao") {
      showOptions = true;
    } else if (match[4] === "selecionartutor") {
      chooseTutor = true;
    }
  }
  pushText(text.slice(last));
  // Markers leave spaces behind: tidy the ends and double spaces.
  for (const s of segments) if (s.kind === "text") s.text = s.text.replace(/[ \t]{2,}/g, " ");
  const first = segments[0];
  if (first?.kind === "text") first.text = first.text.trimStart();
  const end = segments[segments.length - 1];
  if (end?.kind === "text") end.text = end.text.trimEnd();
  return { segments: segments.filter((s) => s.kind !== "text" || s.text), video, showOptions, chooseTutor };
}
