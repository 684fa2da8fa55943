// Builds the site: the React Router app (client and server bundles), then the Node server
// entry, bundled with its own modules and leaving npm packages external.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { build } from "esbuild";

const started = Date.now();
const rr = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (rr.status !== 0) process.exit(rr.status ?? 1);

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/server-main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
writeFileSync("build/.stamp", String(Date.now()));
console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
