// Builds the site: the React Router app (client and server bundles), then the Node server
// entry, bundled with its own modules and leaving npm packages external.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const started = Date.now();
// React Router 7 still hands Vite 8 the deprecated `envFile: false` for each of its inner
// servers, and Vite warned about it eight times per build, burying warnings that matter. Only
// that line is dropped (it goes away when React Router passes `envDir: false`); the rest passes.
const NOISE = "The `envFile` option is deprecated, please use `envDir: false` instead.";
const rr = spawn("npx", ["react-router", "build"], { stdio: ["inherit", "pipe", "pipe"] });
for (const [from, to] of [
  [rr.stdout, process.stdout],
  [rr.stderr, process.stderr],
]) {
  createInterface({ input: from }).on("line", (line) => {
    if (!line.includes(NOISE)) to.write(line + "\n");
  });
}
const status = await new Promise((resolve) => rr.on("close", resolve));
if (status !== 0) process.exit(status ?? 1);

// Two files: build/server-main.js (server/launch.ts) sets NODE_ENV=production before React is
// loaded, then imports build/server-app.js (server/main.ts), which loads everything else.
await build({
  entryPoints: { "server-main": "server/launch.ts", "server-app": "server/main.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The shell every public page runs at first load must not carry zod (docs/decisions/0031): a schema
// module the shell group takes brings all of it along. Caught here rather than in a benchmark.
for (const name of readdirSync("build/client/assets")) {
  if (/^shell-.*\.js$/.test(name) && readFileSync(join("build/client/assets", name), "utf8").includes("$ZodType")) {
    console.error(
      `build: ${name} carries zod; name the schema module that brought it in vite.config.ts (formSchemas or schemas)`,
    );
    process.exit(1);
  }
}
// Fingerprinted scripts and styles are compressed once, at the strongest settings, instead of on
// every request at the fast ones (server/http/precompressed.ts serves these files).
const assets = "build/client/assets";
let saved = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const raw = readFileSync(join(assets, name));
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(join(assets, `${name}.br`), br);
  writeFileSync(join(assets, `${name}.gz`), gzipSync(raw, { level: 9 }));
  saved += raw.length - br.length;
}
writeFileSync("build/.stamp", String(Date.now()));
console.log(
  `build done in ${((Date.now() - started) / 1000).toFixed(1)} s (assets precompressed, brotli saves ${(saved / 1024).toFixed(0)} KB)`,
);
