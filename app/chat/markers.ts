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

/** A part of a message as it is drawn: a paragraph, or a list whose items are lines. */
export type Block = { kind: "paragraph"; parts: Segment[] } | { kind: "list"; items: Segment[][] };

/**
 * Stuart's answers in short parts (issue 35): a blank line starts a new paragraph, and lines that
 * begin with "- " are the items of a list. A single line break inside a paragraph reads as a space.
 */
export function toBlocks(segments: Segment[]): Block[] {
  // Lines of segments, split at every line break of the text segments.
  const lines: Segment[][] = [[]];
  for (const seg of segments) {
    if (seg.kind !== "text") {
      lines[lines.length - 1]!.push(seg);
      continue;
    }
    seg.text.split("\n").forEach((piece, i) => {
      if (i > 0) lines.push([]);
      if (piece) lines[lines.length - 1]!.push({ kind: "text", text: piece });
    });
  }
  const blocks: Block[] = [];
  let open: Block | null = null;
  const blank = (line: Segment[]) => line.every((s) => s.kind === "text" && !s.text.trim());
  for (const line of lines) {
    if (blank(line)) {
      open = null;
      continue;
    }
    const first = line[0];
    const item = first?.kind === "text" && /^\s*- /.test(first.text);
    if (item) {
      const rest = first.text.replace(/^\s*- /, "");
      const parts = [...(rest ? [{ kind: "text", text: rest } as Segment] : []), ...line.slice(1)];
      if (open?.kind !== "list") blocks.push((open = { kind: "list", items: [] }));
      open.items.push(parts);
    } else if (open?.kind === "paragraph") {
      open.parts.push({ kind: "text", text: " " }, ...line);
    } else {
      blocks.push((open = { kind: "paragraph", parts: [...line] }));
    }
  }
  // Tidy each block's ends, as parseMessage does for the whole text.
  const tidy = (parts: Segment[]) => {
    const a = parts[0];
    if (a?.kind === "text") a.text = a.text.trimStart();
    const z = parts[parts.length - 1];
    if (z?.kind === "text") z.text = z.text.trimEnd();
    return parts.filter((s) => s.kind !== "text" || s.text);
  };
  return blocks.map((b) =>
    b.kind === "paragraph" ? { kind: "paragraph", parts: tidy(b.parts) } : { kind: "list", items: b.items.map(tidy) },
  );
}
