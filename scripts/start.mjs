// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const stamp = "build/.stamp";
const sources = ["app", "server", "common", "content", "package.json", "vite.config.ts", "react-router.config.ts"];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "media" || entry === "node_modules") continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (!built || Math.max(...sources.map(newest)) > built) {
  console.log(built ? "Sources changed since the last build: building…" : "First start: building the site…");
  const result = spawnSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// React's production build, whatever the shell has (build/server-main.js would refuse another mode).
// glibc's allocator: blocks of 64 KB and more (rendered pages, response bodies) are mapped on their
// own and returned to the system when freed, instead of the threshold creeping up after each free
// and the heap keeping them (a flood of renders otherwise left 60-100 MB resident; docs/benchmarks.md).
const server = spawn(process.execPath, ["build/server-main.js"], {
  stdio: "inherit",
  env: {
    MALLOC_MMAP_THRESHOLD_: "65536",
    MALLOC_TRIM_THRESHOLD_: "1048576",
    ...process.env,
    NODE_ENV: "production",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
