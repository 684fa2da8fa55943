/**
 * The script-free floor of a page (issue 36, docs/decisions/0046): a small proxy in front of the
 * server that answers every page with its `<script>` elements and module preloads removed, and
 * everything else (styles, images, fonts) as the server does. The same HTML and CSS without any
 * script: what this machine needs to load and paint the page at all. The benchmarks measure each
 * page beside its floor in the same run, so a slower machine shows the same ratio.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** The page's HTML without scripts (as tests/e2e/no-js.ts strips it) nor module preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

export async function startScriptFree(upstream: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers as IncomingHttpHeaders)) {
          if (typeof value === "string" && name !== "host" && name !== "accept-encoding") headers[name] = value;
        }
        const answer = await fetch(upstream + req.url, { method: req.method, headers, redirect: "manual" });
        const type = answer.headers.get("content-type") ?? "";
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!hopByHop.has(name)) out[name] = value;
        });
        const location = answer.headers.get("location");
        if (location?.startsWith(upstream)) out.location = location.slice(upstream.length);
        const body = type.includes("text/html")
          ? Buffer.from(withoutScripts(await answer.text()))
          : Buffer.from(await answer.arrayBuffer());
        res.writeHead(answer.status, { ...out, "content-length": String(body.length) });
        res.end(req.method === "HEAD" ? undefined : body);
      } catch (error) {
        res.writeHead(502).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
