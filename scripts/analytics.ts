/**
 * `npm run analytics`: the site's page views, from the same database as the server
 * (DATABASE_URL, DATA_DIR). Prints views per page and language over the period, then per day
 * with a bar chart in the terminal. Pages are the route table's (the path after /portal).
 *
 *   npm run analytics               the last 30 days
 *   npm run analytics -- 7          the last 7 days
 */
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { createLogger } from "../server/log";
import { createPageViews } from "../server/analytics/page-views";
import { langCodes } from "../common/i18n/languages";

const BAR_WIDTH = 40;

export function bar(value: number, max: number): string {
  if (max <= 0 || value <= 0) return "";
  const eighths = Math.max(1, Math.round((value / max) * BAR_WIDTH * 8));
  return "█".repeat(Math.floor(eighths / 8)) + (eighths % 8 ? "▏▎▍▌▋▊▉"[(eighths % 8) - 1] : "");
}

export function renderReport(rows: Array<{ path: string; lang: string; day: string; views: number }>, days: number): string {
  if (!rows.length) return `No page views in the last ${days} days.`;
  const langs = [...langCodes, ...new Set(rows.map((r) => r.lang).filter((l) => !langCodes.includes(l as never)))];
  const byPath = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const perLang = byPath.get(r.path) ?? new Map<string, number>();
    perLang.set(r.lang, (perLang.get(r.lang) ?? 0) + r.views);
    byPath.set(r.path, perLang);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const pages = [...byPath].sort((a, b) => total(b[1]) - total(a[1]) || a[0].localeCompare(b[0]));
  const pageWidth = Math.max(4, ...pages.map(([p]) => p.length));
  const out: string[] = [`Page views, last ${days} days (UTC)`, ""];
  out.push(["page".padEnd(pageWidth), ...langs.map((l) => l.padStart(7)), "total".padStart(8)].join("  "));
  for (const [page, perLang] of pages)
    out.push(
      [
        page.padEnd(pageWidth),
        ...langs.map((l) => String(perLang.get(l) ?? 0).padStart(7)),
        String(total(perLang)).padStart(8),
      ].join("  "),
    );
  const perLangTotals = langs.map((l) => rows.filter((r) => r.lang === l).reduce((a, r) => a + r.views, 0));
  out.push(
    [
      "all".padEnd(pageWidth),
      ...perLangTotals.map((n) => String(n).padStart(7)),
      String(perLangTotals.reduce((a, b) => a + b, 0)).padStart(8),
    ].join("  "),
  );

  const perDay = new Map<string, { total: number; perLang: Map<string, number> }>();
  for (const r of rows) {
    const day = perDay.get(r.day) ?? { total: 0, perLang: new Map<string, number>() };
    day.total += r.views;
    day.perLang.set(r.lang, (day.perLang.get(r.lang) ?? 0) + r.views);
    perDay.set(r.day, day);
  }
  const max = Math.max(...[...perDay.values()].map((d) => d.total));
  out.push("", "Views per day");
  for (const [day, { total: n, perLang }] of [...perDay].sort((a, b) => a[0].localeCompare(b[0]))) {
    const split = langs.map((l) => `${l} ${perLang.get(l) ?? 0}`).join(", ");
    out.push(`${day}  ${bar(n, max).padEnd(BAR_WIDTH)}  ${String(n).padStart(6)}  (${split})`);
  }
  return out.join("\n");
}

async function main() {
  const days = Number(process.argv[2] ?? 30);
  if (!Number.isInteger(days) || days < 1) throw new Error("The period is a whole number of days, e.g. npm run analytics -- 7");
  const config = loadConfig(process.env);
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    const views = createPageViews({ db: handle.db, log: createLogger("silent"), retentionDays: config.RETENTION_DAYS });
    console.log(renderReport(await views.perDay(days), days));
  } finally {
    await handle.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
