import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptPageQuery, pageQueryOnly } from "./page-query";

describe("keptPageQuery", () => {
  it("keeps the parameters pages read, as sent", () => {
    expect(keptPageQuery("/portal/atuacao", "?lang=en&areas=1,4")).toBe("?lang=en&areas=1,4");
    expect(keptPageQuery("/portal/trabalhe", "?lang=pt&area=development&regime=bolsa")).toBe(
      "?lang=pt&area=development&regime=bolsa",
    );
    expect(keptPageQuery("/portal/contato", "?lang=es&assunto=Vaga%20X")).toBe("?lang=es&assunto=Vaga%20X");
    expect(keptPageQuery("/portal/atuacao/", "?filtro=areas&area=1&area=4&lang=pt")).toBe("?filtro=areas&area=1&area=4&lang=pt");
  });

  it("drops made-up parameters and a language that is not one", () => {
    expect(keptPageQuery("/portal", "?lang=en&q=1")).toBe("?lang=en");
    expect(keptPageQuery("/portal", "?q=1&x=2")).toBe("");
    expect(keptPageQuery("/portal/atuacao", "?lang=zz&areas=1,4")).toBe("?areas=1,4");
    expect(keptPageQuery("/portal", "?lang=en&lang=xx")).toBe("?lang=en");
    expect(keptPageQuery("/portal/solucoes", "?utm_source=mail&lang=pt")).toBe("?lang=pt");
  });

  it("keeps a parameter only on the page that reads it", () => {
    expect(keptPageQuery("/portal/trabalhe", "?lang=en&assunto=x")).toBe("?lang=en");
    expect(keptPageQuery("/portal/trabalhe/dev-backend", "?lang=en&regime=bolsa")).toBe("?lang=en");
    expect(keptPageQuery("/portal/contato", "?lang=en&areas=1")).toBe("?lang=en");
    expect(keptPageQuery("/portal/trabalhe.data", "?lang=en&regime=bolsa&_routes=root&x=1")).toBe(
      "?lang=en&regime=bolsa&_routes=root",
    );
    expect(keptPageQuery("/portal", "?_routes=root")).toBe("");
  });
});

describe("pageQueryOnly", () => {
  let base = "";
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  beforeAll(async () => {
    const app = express();
    app.use(pageQueryOnly);
    // What later middleware (the cache's key, the page) reads.
    app.use((req, res) => void res.json({ url: req.url, originalUrl: req.originalUrl, query: req.query }));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("removes made-up parameters from a page's request before anything reads it", async () => {
    const seen = await (await fetch(`${base}/portal/trabalhe?lang=en&utm_source=12345&regime=bolsa`)).json();
    expect(seen).toEqual({
      url: "/portal/trabalhe?lang=en&regime=bolsa",
      originalUrl: "/portal/trabalhe?lang=en&regime=bolsa",
      query: { lang: "en", regime: "bolsa" },
    });
  });

  it("leaves other addresses and other methods alone", async () => {
    expect((await (await fetch(`${base}/api/news?q=1`)).json()).url).toBe("/api/news?q=1");
    expect((await (await fetch(`${base}/portal?x=1`, { method: "POST" })).json()).url).toBe("/portal?x=1");
  });
});
