/**
 * Dates and times as the editor's staff write them, in Fortaleza's time (America/Fortaleza,
 * UTC-3 all year): "26/11/2026 às 14:05" in Portuguese, "26 Nov 2026, 14:05" in English. Never
 * UTC, never ISO. A day without a time ("2026-11-26", a closing date) is that day wherever the
 * server runs; an instant ("2026-11-26T17:05:00.000Z") is shown at Fortaleza's clock.
 */
import type { UiLang } from "./strings";

export const EDITOR_TIME_ZONE = "America/Fortaleza";

const dayOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

type Parts = { day: string; month: string; monthName: string; year: string; hour: string; minute: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const monthNames: Record<UiLang, readonly string[]> = {
  pt: ["jan.", "fev.", "mar.", "abr.", "maio", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

function partsOf(iso: string, lang: UiLang): Parts | null {
  const day = dayOnly.exec(iso);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    formatter(day ? "UTC" : EDITOR_TIME_ZONE)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const month = String(parts.month);
  return {
    day: String(parts.day),
    month,
    monthName: monthNames[lang][Number(month) - 1] ?? month,
    year: String(parts.year),
    hour: String(parts.hour),
    minute: String(parts.minute),
  };
}

/** A day: "26/11/2026" (pt), "26 Nov 2026" (en). Text that is not a date comes back as it was. */
export function formatDate(iso: string, lang: UiLang): string {
  const p = partsOf(iso, lang);
  if (!p) return iso;
  return lang === "pt" ? `${p.day}/${p.month}/${p.year}` : `${Number(p.day)} ${p.monthName} ${p.year}`;
}

/** An instant at Fortaleza's clock: "26/11/2026 às 14:05" (pt), "26 Nov 2026, 14:05" (en). */
export function formatDateTime(iso: string, lang: UiLang): string {
  const p = partsOf(iso, lang);
  if (!p) return iso;
  return lang === "pt"
    ? `${p.day}/${p.month}/${p.year} às ${p.hour}:${p.minute}`
    : `${Number(p.day)} ${p.monthName} ${p.year}, ${p.hour}:${p.minute}`;
}
