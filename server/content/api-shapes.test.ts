import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { pickLanguage } from "../../common/content/language-entry";
import { contentTypeRows, type ContentOf } from "../../common/content/content-types";
import { createMedia } from "../media";
import { apiListSchemas, type ApiPath } from "./api-schemas";
import { apiEndpoints, numericId, portalMainOrder, visibleVacancies, type ShapeDeps } from "./api-shapes";
import type { ContentStore } from "./store";
import { mediaNamesIn, realContentDir } from "./test-support";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function mediaWith(manifest: unknown, baseUrl = "/media") {
  const dir = mkdtempSync(path.join(tmpdir(), "lead-media-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  return createMedia({ mediaDir: dir, baseUrl });
}

const contentFile = <T>(name: string) => JSON.parse(readFileSync(path.join(realContentDir, name), "utf8")) as T;

describe("media names in API shapes", () => {
  const media = mediaWith({
    images: {
      "marca/lead": {
        width: 1600,
        height: 800,
        color: "#000",
        sources: {
          avif: [{ w: 1600, src: "img/marca/lead.1a2b-1600.avif" }],
          webp: [{ w: 1600, src: "img/marca/lead.1a2b-1600.webp" }],
          jpeg: [
            { w: 480, src: "img/marca/lead.1a2b-480.jpg" },
            { w: 1600, src: "/img/marca/lead.1a2b-1600.JPG" },
            { w: 960, src: "img/marca/lead.1a2b-960.jpg" },
          ],
        },
      },
    },
    clips: { "institucional/sobre": { mp4: "libras/institucional/sobre.9f9f.MP4", poster: "x.jpg", duration: 3 } },
    assets: {},
  });

  it("uses the largest JPEG: the path under the media base without extension, and the extension in lowercase", () => {
    expect(media.imageFile("marca/lead")).toEqual({ filename: "img/marca/lead.1a2b-1600", filenameExtension: "jpg" });
    expect(media.clipFile("institucional/sobre")).toEqual({
      filename: "libras/institucional/sobre.9f9f",
      filenameExtension: "mp4",
    });
  });

  it("gives null for what the media set lacks", () => {
    expect(media.imageFile("nao/existe")).toBeNull();
    expect(media.clipFile("nao/existe")).toBeNull();
    expect(media.clipFile(undefined)).toBeNull();
  });
});

describe("numericId", () => {
  it("takes the number at the end of a content id", () => {
    expect(numericId("premiacao12")).toBe(12);
    expect(numericId("pub-3")).toBe(3);
    expect(numericId(7)).toBe(7);
    expect(() => numericId("release")).toThrow(/no number/);
  });
});

describe("shape functions", () => {
  it("read through the store's query functions, the ones the page loaders call", async () => {
    const [first] = contentFile<ContentOf<"vacancies.json">>("vacancies.json");
    const store = {
      visibleVacancies: async () => [{ ...first!, id: "999", title: { pt: "Só esta", en: "Only this", es: "Solo esta" } }],
      benefits: async () => contentFile<ContentOf<"benefits.json">>("benefits.json"),
    } as unknown as ContentStore;
    const deps: ShapeDeps = { content: store, media: mediaWith({ images: {}, clips: {}, assets: {} }) };
    const answer = await visibleVacancies(deps);
    expect(answer.map((v) => v.id)).toEqual(["999"]);
    expect(pickLanguage(answer[0]!.vacancyLanguage, "es")?.title).toBe("Solo esta");
    const benefitTitles = contentFile<ContentOf<"benefits.json">>("benefits.json").map((b) => b.title.pt);
    expect(pickLanguage(answer[0]!.vacancyLanguage, "pt")?.benefits).toBe(
      `<ul>${benefitTitles.map((t) => `<li>${t}</li>`).join("")}</ul>`,
    );
  });

  it("escape text that goes into HTML", async () => {
    const store = {
      visibleVacancies: async () => [],
      benefits: async () => [{ id: 1, title: { pt: "<b>A & B</b>", en: "x", es: "y" } }],
    } as unknown as ContentStore;
    const deps: ShapeDeps = { content: store, media: mediaWith({ images: {}, clips: {}, assets: {} }) };
    expect(await visibleVacancies(deps)).toEqual([]);
    const first = contentFile<ContentOf<"vacancies.json">>("vacancies.json")[0]!;
    const withOne = { ...store, visibleVacancies: async () => [first] } as unknown as ContentStore;
    const [v] = await visibleVacancies({ ...deps, content: withOne });
    expect(v!.vacancyLanguage[0]!.benefits).toBe("<ul><li>&lt;b&gt;A &amp; B&lt;/b&gt;</li></ul>");
  });

  it("has one function and one schema for every endpoint", () => {
    expect(Object.keys(apiEndpoints).sort()).toEqual(Object.keys(apiListSchemas).sort());
    for (const p of Object.keys(apiListSchemas) as ApiPath[]) expect(apiListSchemas[p]).toBeInstanceOf(z.ZodObject);
  });

  it("puts every content type in portal-main.json", () => {
    const published = [...portalMainOrder, "chatQuestions", "inappropriateWords"];
    expect(published.sort()).toEqual(contentTypeRows.map((row) => row.snapshot).sort());
  });
});

const realManifest = path.join(realContentDir, "media", "manifest.json");
const hasMedia = existsSync(realManifest);
if (!hasMedia)
  console.log("content/media/manifest.json is not there yet: the check that every image and clip resolves is skipped.");

describe.skipIf(!hasMedia)("the generated media set", () => {
  it("has a file for every image and Libras clip the content names", () => {
    const media = createMedia({ mediaDir: path.dirname(realManifest), baseUrl: "/media" });
    const { images, clips } = mediaNamesIn(realContentDir);
    expect([...images].filter((name) => !media.imageFile(name))).toEqual([]);
    expect([...clips].filter((name) => !media.clipFile(name))).toEqual([]);
  });
});
