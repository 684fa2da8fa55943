import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bareAddressRedirect } from "./bare-address";

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(bareAddressRedirect);
  app.all("/{*splat}", (req, res) => {
    res.type("text/plain").send(`page ${req.originalUrl}`);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(url + path, { headers, method, redirect: "manual" });

describe("bare addresses", () => {
  it("send pt when nothing else speaks, varying on the cookie and Accept-Language", async () => {
    for (const [path, target] of [
      ["/portal", "/portal?lang=pt"],
      ["/portal/trabalhe?area=design", "/portal/trabalhe?area=design&lang=pt"],
      ["/portal/trabalhe/desenvolvedor-web-pleno", "/portal/trabalhe/desenvolvedor-web-pleno?lang=pt"],
      ["/portal/contato?lang=", "/portal/contato?lang=pt"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(target);
      expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
    }
  });

  it("follow the saved choice first, then Accept-Language", async () => {
    expect((await get("/portal", { "accept-language": "es-AR,es;q=0.9" })).headers.get("location")).toBe("/portal?lang=es");
    expect((await get("/portal", { cookie: "lang=en", "accept-language": "es" })).headers.get("location")).toBe(
      "/portal?lang=en",
    );
    expect((await get("/portal", { cookie: "lang=xx", "accept-language": "fr, en;q=0.5" })).headers.get("location")).toBe(
      "/portal?lang=en",
    );
    expect((await get("/portal", { "accept-language": "fr, de" })).headers.get("location")).toBe("/portal?lang=pt");
    expect((await get("/portal", {}, "HEAD")).status).toBe(302);
  });

  it("leave language addresses, client data requests, posts and other paths alone", async () => {
    for (const path of ["/portal?lang=en", "/portal/trabalhe.data", "/api/vacancy/all/visible", "/preferencias", "/portalx"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
    }
    expect((await fetch(`${url}/portal/contato`, { method: "POST", redirect: "manual" })).status).toBe(200);
  });
});
