/**
 * Moments as the staff write them: a date and a time in America/Fortaleza, which keeps UTC−3 all
 * year (no daylight saving since 2003), so a fixed offset is exact. The calendar's form, the
 * highlight's end field (a native datetime-local input) and the scheduler share these.
 */
export const FORTALEZA_OFFSET = "-03:00";
const FORTALEZA_OFFSET_MS = -3 * 3600_000;

/** An instant as Fortaleza's date ("2026-12-19") and time ("23:59"). */
export function fortalezaParts(instant: Date | string | number): { date: string; time: string } {
  const iso = new Date(new Date(instant).getTime() + FORTALEZA_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A date ("2026-12-19") and a time ("23:59") read in Fortaleza, as an instant; null when either is not one. */
export function fortalezaInstant(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = new Date(`${date}T${time}:00${FORTALEZA_OFFSET}`);
  if (Number.isNaN(instant.getTime())) return null;
  // 2026-02-30 would roll over to March: refuse it rather than plan another day.
  return fortalezaParts(instant).date === date ? instant : null;
}

/** An instant written with Fortaleza's offset, as the content's `endsAt` is ("2026-12-19T23:59:00-03:00"). */
export function fortalezaIso(instant: Date | string | number): string {
  const { date, time } = fortalezaParts(instant);
  return `${date}T${time}:00${FORTALEZA_OFFSET}`;
}

/** A stored date-time as a datetime-local input shows it ("2026-12-19T23:59", Fortaleza); "" for none, as is when unreadable. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  const time = Date.parse(value);
  if (Number.isNaN(time) || !/T\d{2}:\d{2}/.test(value)) return value;
  const { date, time: hm } = fortalezaParts(time);
  return `${date}T${hm}`;
}

/** What a datetime-local input posted ("2026-12-19T23:59", seconds optional) as a stored date-time with Fortaleza's offset; other text as is, for the schema to name. */
export function fromLocalInput(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!m) return value;
  const instant = fortalezaInstant(m[1]!, m[2]!);
  return instant ? fortalezaIso(instant) : value;
}

/** "19/12/2026 às 23:59" (pt) or "19/12/2026 at 23:59" (en), in Fortaleza. */
export function writtenMoment(instant: Date | string | number, lang: "pt" | "en"): string {
  const { date, time } = fortalezaParts(instant);
  const [y, mo, d] = date.split("-");
  return `${d}/${mo}/${y} ${lang === "pt" ? "às" : "at"} ${time}`;
}
