/**
 * Uploaded media on the cluster (issue 34): two instances of the built server on PostgreSQL and
 * Redis behind nginx (scripts/cluster/cluster.ts).
 *
 * - A picture uploaded in the news form's picker through instance A is served by instance B within
 *   5 s (the shared store: PostgreSQL; B's index reads new rows every second, its disk cache fills
 *   from the database on the first request).
 * - The code folder is replaced, as a redeploy does: both instances are stopped and started from a
 *   fresh copy of the committed content (git archive) and the build in another folder, on the same
 *   database and DATA_DIR with the instances' media cache deleted; every uploaded file is still
 *   served, byte for byte, by both instances and through nginx.
 *
 * Skipped with a printed reason when PostgreSQL, Redis or nginx is missing.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaStrings } from "../../common/editor/media-strings";
import { editorStrings } from "../../app/editor/strings";
import { root, startCluster, type Cluster } from "../../scripts/cluster/cluster";
import { clusterUnavailable } from "../support/cluster";
import { launchBrowser, newContext } from "./harness";

const skipReason = await clusterUnavailable();
if (skipReason) console.warn(`SKIP tests/e2e/media-cluster.e2e.ts (two instances behind nginx): ${skipReason}`);

const m = mediaStrings.pt;

describe.skipIf(skipReason !== null)("uploaded media on the cluster", () => {
  let cluster: Cluster;
  let browser: Browser;
  let fresh: string | undefined;

  beforeAll(async () => {
    [cluster, browser] = await Promise.all([startCluster(), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
    if (fresh) rmSync(fresh, { recursive: true, force: true });
  });

  it("serves a picture uploaded through A from B within 5 s, and after the code folder is replaced", async () => {
    const [a, b] = cluster.instances;
    const origin = `http://localhost:${a!.port}`;
    // The first administrator's way in: the command line's invitation, on the cluster's database.
    const invited = spawnSync(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/editors.ts", "invite", "caio@lead.example", "--role", "communications"],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: cluster.databaseUrl,
          DATA_DIR: cluster.dataDir,
          PUBLIC_URL: origin,
          LOG_LEVEL: "warn",
        },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(invited.status, invited.stderr).toBe(0);
    const link = /(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(invited.stdout)![1]!;
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole("button", { name: editorStrings.pt.link.inviteButton }).click();
    await page.waitForURL(`${origin}/editor`);

    // Instance A: the news form's picker.
    await page.goto(`${origin}/editor/noticias/novo`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const group = page.getByRole("group", { name: "Imagem", exact: true });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    await group.getByLabel(m.upload.image).setInputFiles({ name: "cluster.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => group.getByRole("status").first().innerText(), { timeout: 60_000 }).toBe(m.done.image);
    const uploadedAt = Date.now();
    const thumb = (await group.getByRole("img").getAttribute("src"))!;
    expect(thumb).toMatch(/^\/media\/img\/editor\//);
    await context.close();

    // Instance B serves it within 5 s of the upload's answer.
    let servedAt = 0;
    while (Date.now() - uploadedAt < 10_000) {
      const res = await fetch(b!.url + thumb);
      if (res.status === 200) {
        servedAt = Date.now();
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(servedAt, "B never served the upload").toBeGreaterThan(0);
    console.log(`media-cluster: instance B served the upload ${servedAt - uploadedAt} ms after A answered`);
    expect(servedAt - uploadedAt).toBeLessThan(5000);

    // Every file of every upload, as it is now (from the database through A).
    const folder = path.posix.dirname(thumb);
    const id = path.posix.basename(folder);
    const variants = [320, 640, 900].flatMap((w) => ["avif", "webp", "jpg"].map((ext) => `${w}.${ext}`));
    const fingerprint = path.posix.basename(thumb).split(".")[1];
    const files = variants.map((v) => `${folder}/${id}.${fingerprint}.${v}`);
    const before = new Map<string, Buffer>();
    for (const f of files) {
      const res = await fetch(a!.url + f);
      expect(res.status, f).toBe(200);
      before.set(f, Buffer.from(await res.arrayBuffer()));
    }

    // The redeploy: a fresh code folder (the committed content, the build), same database and DATA_DIR.
    fresh = mkdtempSync(path.join(tmpdir(), "lead-fresh-clone-"));
    execFileSync("sh", ["-c", `git -C "${root}" archive HEAD content package.json | tar -x -C "${fresh}"`]);
    cpSync(path.join(root, "build"), path.join(fresh, "build"), { recursive: true });
    symlinkSync(path.join(root, "node_modules"), path.join(fresh, "node_modules"));
    for (const instance of cluster.instances) {
      await instance.stop();
      instance.dir = fresh;
    }
    // Nothing of the instances' own disk cache is kept either: the database is the store.
    rmSync(path.join(cluster.dataDir, "media-cache"), { recursive: true, force: true });
    // One at a time, as a rolling redeploy does (and a busy machine starts them in time).
    for (const instance of cluster.instances) await instance.start();

    for (const f of files) {
      for (const url of [a!.url, b!.url, cluster.url]) {
        const res = await fetch(url + f);
        expect(res.status, `${url}${f}`).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(before.get(f)!), `${url}${f}`).toBe(true);
      }
    }
  }, 300_000);
});
