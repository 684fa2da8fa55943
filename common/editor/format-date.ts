/**
 * Dates and times as the centre's staff write them, in Fortaleza's time: "26/11/2026 às 14:05" in
 * Portuguese, "26 Nov 2026, 14:05" in English. A minimal version for the editor's dashboard and
 * forms; editor-words owns this module and its fuller version (issue 34).
 */
const zone = "America/Fortaleza";

const parts = (iso: string, lang: "pt" | "en") =>
  Object.fromEntries(
    new Intl.DateTimeFormat(lang === "pt" ? "pt-BR" : "en-GB", {
      timeZone: zone,
      day: "2-digit",
      month: lang === "pt" ? "2-digit" : "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;

/** "26/11/2026 às 14:05" (pt) or "26 Nov 2026, 14:05" (en); the input unchanged when it is not a date. */
export function formatDateTime(iso: string, lang: "pt" | "en"): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  const p = parts(iso, lang);
  return lang === "pt"
    ? `${p.day}/${p.month}/${p.year} às ${p.hour}:${p.minute}`
    : `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

/** A day ("2026-11-26") as "26/11/2026" (pt) or "26 Nov 2026" (en). */
export function formatDay(day: string, lang: "pt" | "en"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  if (lang === "pt") return `${m[3]}/${m[2]}/${m[1]}`;
  const month = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
  return `${m[3]} ${month} ${m[1]}`;
}
