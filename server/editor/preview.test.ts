/**
 * The preview's pieces: the published content with one draft put in (replacing its published
 * version, or added when it was never published; a language not written yet renders empty), and
 * the route's checks before anything renders (session, role, the public address), its headers
 * (no-store, noindex, whatever the page says) and the address React Router then sees.
 */
import express from "express";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTypeRows } from "../../common/content/content-types";
import type { Services } from "../services";
import type { ContentSnapshot, ContentStore } from "../content/store";
import { contentAccessors } from "../content/store";
import { contentWithDraft, previewPages } from "./preview";

const vacancyRow = contentTypeRows.find((r) => r.type === "vacancy")!;
const opening = (key: string, title: string) => ({ key, visible: true, title: { pt: title, en: title, es: title } });

function storeOf(snapshot: Partial<ContentSnapshot>): ContentStore {
  const get = async () => ({ version: "7", updatedAt: "", ...snapshot }) as ContentSnapshot;
  return { snapshot: get, fresh: () => undefined, invalidate: () => undefined, now: Date.now, ...contentAccessors(get) };
}

describe("the content with a draft", () => {
  const store = storeOf({ vacancies: [opening("a", "A"), opening("b", "B")] as never });

  it("replaces the published item in its place, and adds one never published", async () => {
    const replaced = contentWithDraft(store, vacancyRow, "b", opening("b", "B draft"));
    expect((await replaced.visibleVacancies()).map((v) => v.title.pt)).toEqual(["A", "B draft"]);
    expect((await replaced.snapshot()).version).toBe("7+preview");
    const added = contentWithDraft(store, vacancyRow, "c", opening("c", "C"));
    expect((await added.visibleVacancy("c"))?.title.pt).toBe("C");
    // The store itself is untouched.
    expect((await store.visibleVacancies()).map((v) => v.title.pt)).toEqual(["A", "B"]);
  });

  it("renders a language not written yet as empty text rather than failing", async () => {
    const draft = { key: "d", visible: true, title: { pt: "Só em português" }, requirements: [{ pt: "x" }] };
    const preview = contentWithDraft(store, vacancyRow, "d", draft);
    const shown = (await preview.visibleVacancy("d")) as unknown as typeof draft & { title: Record<string, string> };
    expect(shown.title).toEqual({ pt: "Só em português", en: "", es: "" });
    expect(shown.requirements).toEqual([{ pt: "x", en: "", es: "" }]);
  });
});

describe("the preview route", () => {
  let server: Server;
  let base = "";
  beforeAll(async () => {
    const services = {
      content: storeOf({ vacancies: [opening("a", "A")] as never }),
      editor: {
        session: async (cookie: string | undefined) =>
          cookie?.includes("olga")
            ? { account: { email: "olga@lead.example", role: "openings", lang: "pt" } }
            : cookie?.includes("caio")
              ? { account: { email: "caio@lead.example", role: "communications", lang: "en" } }
              : null,
      },
      contentEditor: {
        get: async (_actor: unknown, _type: string, key: string) => {
          if (key !== "a") throw Object.assign(new Error("no"), { name: "ContentEditError", refusal: { code: "not_found" } });
          return { data: opening("a", "A draft") };
        },
      },
    } as unknown as Services;
    const app = express();
    app.use(
      "/editor/previa",
      previewPages(services, (req, res) => {
        const preview = res.locals.preview as { services: Services; context: unknown };
        res.setHeader("Cache-Control", "public, max-age=300");
        void preview.services.content
          .visibleVacancy("a")
          .then((v) => res.json({ address: req.originalUrl, context: preview.context, title: v?.title.pt }));
      }),
    );
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, who = "") =>
    fetch(`${base}${path}`, { redirect: "manual", headers: who ? { cookie: `editor_session=${who}` } : {} });

  it("renders the public address with the draft, never cached, never indexed", async () => {
    const response = await get("/editor/previa/vagas/a?pagina=/portal/trabalhe/a&lang=en", "olga");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.json()).toEqual({
      address: "/portal/trabalhe/a?lang=en",
      context: { type: "vacancy", key: "a", back: "/editor/vagas/a" },
      title: "A draft",
    });
  });

  it("sends a visitor without a session to sign-in, and refuses the wrong role, an unknown item or address", async () => {
    const signedOut = await get("/editor/previa/vagas/a");
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe("/editor/entrar?voltar=%2Feditor%2Fvagas%2Fa");
    const wrongRole = await get("/editor/previa/vagas/a", "caio");
    expect(wrongRole.status).toBe(403);
    expect(await wrongRole.text()).toBe("Your role does not allow previewing this content.");
    for (const path of [
      "/editor/previa/vagas/zzz",
      "/editor/previa/nothing/a",
      "/editor/previa/vagas/a?pagina=//evil.example/",
      "/editor/previa/vagas/a?pagina=/editor/contas",
      "/editor/previa/vagas/a/more",
      "/editor/previa/vagas/%E0%A4%A",
    ]) {
      expect((await get(path, "olga")).status, path).toBe(404);
    }
  });
});
