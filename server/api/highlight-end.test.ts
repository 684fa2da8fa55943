/**
 * The news highlight's end (`endsAt`) on the API as on the home page (issue 35): the real assembly
 * (createApp) on a loopback port with its own SQLite database, a copy of the content and a clock
 * the test moves (the content store's, the one the home page's loader reads). Before the end,
 * /api/banner/all and portal-main.json carry the highlight and the home page's data has it; from
 * the end on, none of the three does, with nothing broken in its place.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import type { ContentOf } from "../../common/content/content-types";
import { homeData } from "../../app/pages/home/home.server";
import { contentCopy, rawRequest, startApi, type RunningApi } from "../content/test-support";

const copy = contentCopy();
const highlight = JSON.parse(
  readFileSync(path.join(copy.dir, "news-highlight.json"), "utf8"),
) as ContentOf<"news-highlight.json">;
const endsAt = Date.parse(highlight.endsAt!);
let clock = endsAt - 60_000;

let api: RunningApi;

beforeAll(async () => {
  api = await startApi({ databaseUrl: "sqlite", contentDir: copy.dir, now: () => clock });
});

afterAll(async () => {
  await api?.close();
  copy.cleanup();
});

async function json(url: string) {
  const res = await rawRequest(api.url + url);
  expect(res.status).toBe(200);
  return JSON.parse(res.body.toString("utf8")) as unknown;
}

const banners = async () => (await json("/api/banner/all")) as Array<{ link: string }>;
const portalMain = async (url = "/api/portal-main.json") =>
  (await json(url)) as { newsHighlight: { href: string } | null; pages: unknown; version: string };
const home = () => homeData({ services: api.services, lang: "pt", cspNonce: "" } as AppLoadContext);

describe("the highlight's end on the API and the home page, one clock", () => {
  it("has an end date in the content", () => {
    expect(Number.isFinite(endsAt)).toBe(true);
  });

  it("carries the highlight until a minute before its end", async () => {
    expect((await banners()).map((b) => b.link)).toEqual([highlight.href, highlight.href, highlight.href]);
    expect((await portalMain()).newsHighlight?.href).toBe(highlight.href);
    expect((await home()).highlight?.title).toBe(highlight.title.pt);
  });

  it("drops it everywhere at the end instant, the rest of the content still there", async () => {
    const before = (await portalMain()).version;
    clock = endsAt;
    expect(await banners()).toEqual([]);
    const main = await portalMain();
    expect(main.newsHighlight).toBeNull();
    expect(main.pages).toBeTruthy();
    // A new version, so no cache (ETag, page cache) keeps the highlight a moment longer.
    expect(main.version).not.toBe(before);
    expect((await portalMain("/portal-main.json?t=1")).newsHighlight).toBeNull();
    const page = await home();
    expect(page.highlight).toBeNull();
    expect(page.jobTeaser.title).toBeTruthy();
  });

  it("stays gone a day later", async () => {
    clock = endsAt + 86_400_000;
    api.services.content.invalidate();
    expect(await banners()).toEqual([]);
    expect((await portalMain()).newsHighlight).toBeNull();
    expect((await home()).highlight).toBeNull();
  });
});
