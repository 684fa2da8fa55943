/**
 * The marker grammar of Stuart's answers, read in one place by the server
 * (clip names to addresses), the bot (the words of an answer) and the widget (links, clips,
 * option lists):
 *
 *   [link:target|label]   a link; target is an address or a site path, label its text
 *   [videolibras:clip]    a Libras clip (a media name on the server, an address once resolved)
 *   [opcaoacao]           show the option list
 *   [selecionartutor]     offer to write to the teaching team
 */

export type MarkerToken =
  | { kind: "text"; text: string }
  | { kind: "link"; target: string; label: string }
  | { kind: "video"; clip: string }
  | { kind: "options" }
  | { kind: "tutor" };

/** A fresh expression each time: a shared /g expression keeps its position between callers. */
const markerPattern = () => /\[link:([^\]|]+)\|([^\]]+)\]|\[videolibras:([^\]]+)\]|\[(opcaoacao|selecionartutor)\]/g;

/** The text split into plain pieces and markers, in order. Unknown bracketed text stays text. */
export function tokenizeMarkers(text: string): MarkerToken[] {
  const tokens: MarkerToken[] = [];
  let last = 0;
  for (const match of text.matchAll(markerPattern())) {
    if (match.index > last) tokens.push({ kind: "text", text: text.slice(last, match.index) });
    last = match.index + match[0].length;
    if (match[1] !== undefined) tokens.push({ kind: "link", target: match[1].trim(), label: match[2]!.trim() });
    else if (match[3] !== undefined) tokens.push({ kind: "video", clip: match[3].trim() });
    else tokens.push({ kind: match[4] === "opcaoacao" ? "options" : "tutor" });
  }
  if (last < text.length) tokens.push({ kind: "text", text: text.slice(last) });
  return tokens;
}

/** The marker text of a token (the inverse of tokenizeMarkers). */
export function formatMarker(token: MarkerToken): string {
  switch (token.kind) {
    case "text":
      return token.text;
    case "link":
      return `[link:${token.target}|${token.label}]`;
    case "video":
      return `[videolibras:${token.clip}]`;
    case "options":
      return "[opcaoacao]";
    case "tutor":
      return "[selecionartutor]";
  }
}

/** Rewrites the markers of a text: `change` returns a token, or null to drop the marker. */
export function mapMarkers(text: string, change: (token: Exclude<MarkerToken, { kind: "text" }>) => MarkerToken | null): string {
  return tokenizeMarkers(text)
    .map((token) => {
      if (token.kind === "text") return token.text;
      const next = change(token);
      return next ? formatMarker(next) : "";
    })
    .join("");
}

/** The words of a text without its markers: a link keeps its label, other markers become a space. */
export function markerWords(text: string): string {
  return tokenizeMarkers(text)
    .map((t) => (t.kind === "text" ? t.text : t.kind === "link" ? t.label : " "))
    .join("");
}

/** The first Libras clip a text names, if any. */
export function videoOf(text: string): string | undefined {
  for (const token of tokenizeMarkers(text)) if (token.kind === "video") return token.clip;
  return undefined;
}
