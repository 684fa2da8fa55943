/**
 * What the picker shows: the media already uploaded (newest first, paged, searched by the file's
 * own name or by the descriptions items give the picture), and the thumbnail of each media name an
 * item's form holds. Descriptions are the alt texts of the published content: whatever an item
 * calls a picture is how an editor looks for it.
 */
import type { ContentSnapshot } from "../../content/store";
import type { Media } from "../../media";
import type { MediaKind, PickerMedia } from "../../../common/editor/media-picker";
import type { MediaStore } from "./store";

export const LIBRARY_PAGE = 12;

type Alt = { pt: string; en: string; es: string };

/** Every `{ file, alt }` in the content: media name → its first description. */
function descriptions(snapshot: unknown): Map<string, Alt> {
  const out = new Map<string, Alt>();
  const walk = (v: unknown, depth: number) => {
    if (depth > 12 || !v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach((x) => walk(x, depth + 1));
    const o = v as Record<string, unknown>;
    if (typeof o.file === "string" && o.alt && typeof o.alt === "object" && !out.has(o.file)) out.set(o.file, o.alt as Alt);
    for (const x of Object.values(o)) walk(x, depth + 1);
  };
  walk(snapshot, 0);
  return out;
}

export function createMediaLibrary(options: { store: MediaStore; media: Media; snapshot: () => Promise<ContentSnapshot> }) {
  let cached: { version: string; map: Map<string, Alt> } | undefined;
  async function described(): Promise<Map<string, Alt>> {
    const snapshot = await options.snapshot();
    if (cached?.version !== snapshot.version) cached = { version: snapshot.version, map: descriptions(snapshot) };
    return cached.map;
  }

  /** The thumbnail and label of one media name (uploaded or generated); undefined when unknown. */
  function describe(name: string, kind: MediaKind, alts?: Map<string, Alt>): PickerMedia | undefined {
    const stored = options.store.get(name);
    if (kind === "image") {
      const file = options.media.imageFile(name);
      const img = options.media.image({ file: name, alt: { pt: "", en: "", es: "" } }, "pt");
      if (!file || !img) return undefined;
      const smallest = img.jpeg.split(", ")[0]?.split(" ")[0] ?? img.src;
      return { name, kind, label: stored?.label ?? "", thumb: smallest, description: alts?.get(name) };
    }
    const clip = options.media.clip(name);
    if (!clip) return undefined;
    return { name, kind, label: stored?.label ?? "", thumb: clip.poster };
  }

  return {
    describe,
    async list(query: { kind: MediaKind; search: string; page: number }) {
      const alts = await described();
      const words = query.search.trim().toLowerCase().slice(0, 100);
      const names = words
        ? [...alts].filter(([, a]) => [a.pt, a.en, a.es].some((t) => t.toLowerCase().includes(words))).map(([n]) => n)
        : [];
      const page = Math.max(1, Math.min(1000, Math.floor(query.page) || 1));
      const { items, more } = await options.store.list({
        kind: query.kind,
        search: words,
        names,
        offset: (page - 1) * LIBRARY_PAGE,
        limit: LIBRARY_PAGE,
      });
      await options.store.refresh();
      return {
        page,
        more,
        items: items.map((row) => describe(row.name, query.kind, alts)).filter((m): m is PickerMedia => Boolean(m)),
      };
    },
    /** Thumbnails of the media names an item holds (its current pictures and clips). */
    async current(names: Array<{ name: string; kind: MediaKind }>): Promise<Record<string, PickerMedia>> {
      const alts = await described();
      const out: Record<string, PickerMedia> = {};
      for (const { name, kind } of names.slice(0, 200)) {
        const m = describe(name, kind, alts);
        if (m) out[name] = m;
      }
      return out;
    },
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
