/**
 * Rich text from content is sanitised once, on import, so nothing unsafe is ever stored or
 * rendered. Links follow one rule: an address with http opens in a new window (and says
 * so to screen readers); any other stays in the app.
 */
import sanitizeHtml from "sanitize-html";
import { richTextLinkTarget } from "../../common/navigation/targets";
import type { Lang } from "../../common/i18n/languages";
import type { Localized } from "../../common/content/schema";
import { normalizeNewlines, stripForbiddenChars } from "../../common/text/control-chars";

const newWindowNote: Record<Lang, string> = {
  pt: "(abre em nova janela)",
  en: "(opens in a new window)",
  es: "(se abre en una nueva ventana)",
};

const safeSchemes = ["https", "http", "mailto", "tel"];

/**
 * The site's HTML from an editor's or a file's. Line endings become LF and the characters no text
 * may hold (common/text/control-chars.ts) are dropped first; the editor refuses them before this,
 * with a message naming the field (server/editor/forms/parse-item.ts).
 */
export function sanitizeRichText(html: string, lang: Lang): string {
  return sanitizeHtml(stripForbiddenChars(normalizeNewlines(html)), {
    allowedTags: ["p", "strong", "em", "ul", "ol", "li", "a", "br", "span"],
    allowedAttributes: { a: ["href", "target", "rel"], span: ["class"] },
    allowedClasses: { span: ["visually-hidden"] },
    allowedSchemes: safeSchemes,
    transformTags: {
      a: (tagName, attribs) => {
        // A scheme other than the allowed ones loses its link (and the filter below drops it),
        // before the app-link rule could turn "javascript:…" into a harmless-looking /portal/ path.
        const compact = [...(attribs.href ?? "")].filter((c) => c.charCodeAt(0) > 0x20).join(""); // as browsers read it
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
        if (scheme && !safeSchemes.includes(scheme.toLowerCase())) return { tagName, attribs: {} };
        const target = richTextLinkTarget(attribs.href ?? "");
        return target.external
          ? { tagName, attribs: { href: target.href, target: "_blank", rel: "noopener noreferrer" } as Record<string, string> }
          : { tagName, attribs: { href: target.href } as Record<string, string> };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
  }).replace(
    /(<a [^>]*target="_blank"[^>]*>)([\s\S]*?)<\/a>/g,
    (_m, open: string, inner: string) => `${open}${inner} <span class="visually-hidden">${newWindowNote[lang]}</span></a>`,
  );
}

export function sanitizeLocalized(value: Localized): Localized {
  return { pt: sanitizeRichText(value.pt, "pt"), en: sanitizeRichText(value.en, "en"), es: sanitizeRichText(value.es, "es") };
}
