// `npm test`: every check, in the order a failure is cheapest to find. Ends with one plain
// line `N passed, N failed, N skipped` that CI and people can read.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const steps = [
  ["format", "npx", ["prettier", "--check", "."]],
  ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
  ["types", "sh", ["-c", "npx react-router typegen && npx tsc --noEmit"]],
  ["content", "npx", ["tsx", "scripts/content-check.ts"]],
  ["build", "node", ["scripts/build.mjs"]],
];

const env = { ...process.env, npm_config_loglevel: "error" };
let failedSteps = 0;
for (const [name, cmd, args] of steps) {
  console.log(`\n== ${name}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`!! ${name} failed`);
    failedSteps++;
    if (name === "build") break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync("build/server-main.js")) {
  console.log("\n== tests");
  mkdirSync("test-results", { recursive: true });
  const extra = process.argv.slice(2);
  const result = spawnSync(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json", ...extra],
    { stdio: "inherit", env },
  );
  if (existsSync("test-results/vitest.json")) {
    const report = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
    passed = report.numPassedTests ?? 0;
    // A file that fails to load has no failed test of its own; count it once, not its tests twice.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === "failed" && !file.assertionResults?.some((t) => t.status === "failed"),
    ).length;
    failed = (report.numFailedTests ?? 0) + brokenFiles;
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (result.status !== 0) {
    failed++;
  }
  if (result.status !== 0 && failed === 0) failed++;
}
failed += failedSteps;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
