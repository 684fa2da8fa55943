/**
 * The research filter kept in the URL, so a filtered view can be shared and works without
 * JavaScript:
 *
 *   (no `areas`)     every area selected (the initial state)
 *   ?areas=none      no area selected (the empty state)
 *   ?areas=1,4,7     those areas, ascending, no repeats
 *
 * Without JavaScript the tiles' form submits `filtro=areas&area=1&area=4…`; the loader turns that
 * into the canonical address above with a redirect (`fromFormSubmission`).
 */
export const AREAS_PARAM = "areas";
export const NONE = "none";
/** Marks a submission of the tiles' form (repeated `area` values follow). */
export const FORM_MARKER = ["filtro", "areas"] as const;
export const FORM_FIELD = "area";

/** The selected area ids a URL value stands for, in `allIds` order. */
export function parseAreas(value: string | null, allIds: readonly number[]): number[] {
  if (value === null) return [...allIds];
  if (value.trim() === NONE) return [];
  const wanted = new Set(
    value
      .split(",")
      .map((part) => Number(part.trim()))
      .filter((n) => Number.isInteger(n)),
  );
  const selected = allIds.filter((id) => wanted.has(id));
  // Nothing recognisable (a mangled link): show everything rather than a puzzling empty page.
  return selected.length === 0 ? [...allIds] : selected;
}

/** The URL value for a selection: null (drop the parameter) when every area is selected. */
export function serializeAreas(selected: readonly number[], allIds: readonly number[]): string | null {
  const set = new Set(selected);
  const ids = allIds.filter((id) => set.has(id));
  if (ids.length === allIds.length) return null;
  if (ids.length === 0) return NONE;
  return [...ids].sort((a, b) => a - b).join(",");
}

/** Sets (or removes) the filter in a query string, keeping every other parameter. */
export function withAreas(search: string, selected: readonly number[], allIds: readonly number[]): string {
  const params = new URLSearchParams(search);
  const value = serializeAreas(selected, allIds);
  if (value === null) params.delete(AREAS_PARAM);
  else params.set(AREAS_PARAM, value);
  const text = params.toString().replaceAll("%2C", ",");
  return text ? `?${text}` : "";
}

/**
 * The canonical address for a request, or null when it already is canonical. Turns a form
 * submission into `?areas=…` and tidies hand-made values (`?areas=7,1,1` → `?areas=1,7`).
 */
export function canonicalSearch(url: URL, allIds: readonly number[]): string | null {
  const params = url.searchParams;
  if (params.get(FORM_MARKER[0]) === FORM_MARKER[1]) {
    const chosen = params.getAll(FORM_FIELD).map(Number);
    const rest = new URLSearchParams(params);
    rest.delete(FORM_MARKER[0]);
    rest.delete(FORM_FIELD);
    rest.delete(AREAS_PARAM);
    const value = serializeAreas(
      allIds.filter((id) => chosen.includes(id)),
      allIds,
    );
    if (value !== null) rest.set(AREAS_PARAM, value);
    const text = rest.toString().replaceAll("%2C", ",");
    return text ? `?${text}` : "";
  }
  const raw = params.get(AREAS_PARAM);
  if (raw === null) return null;
  const canonical = serializeAreas(parseAreas(raw, allIds), allIds);
  if (canonical === raw) return null;
  return withAreas(url.search, parseAreas(raw, allIds), allIds);
}

/** The research items having any of the selected areas, each once, in their original order. */
export function filterByAreas<T extends { areaIds: readonly number[] }>(items: readonly T[], selected: readonly number[]): T[] {
  const set = new Set(selected);
  return items.filter((item) => item.areaIds.some((id) => set.has(id)));
}
