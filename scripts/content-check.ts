/**
 * Checks the files in `content/` (or the folder given as the first argument) against the schemas
 * in `common/content/schema.ts` and the translation rules of `server/content/completeness.ts`:
 * every pt, en and es value has text, and no language repeats another's text.
 *
 * Prints one line per problem, "file: field.path: problem", or "file: ok". Files that do not
 * exist yet are reported as skipped. Exits with 1 if anything is wrong.
 *
 * Usage: npx tsx scripts/content-check.ts [content-dir]
 */
import path from "node:path";
import { checkContentDir } from "../server/content/completeness";

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "content"));
const reports = await checkContentDir(dir);

let problems = 0;
for (const report of reports) {
  if (!report.present) {
    console.log(`${report.file}: skipped (not written yet)`);
    continue;
  }
  for (const line of report.problems) console.log(`${report.file}: ${line}`);
  if (!report.problems.length) console.log(`${report.file}: ok`);
  problems += report.problems.length;
}

const checked = reports.filter((r) => r.present).length;
console.log(`\n${checked} file(s) checked, ${problems} problem(s).`);
process.exitCode = problems ? 1 : 0;
