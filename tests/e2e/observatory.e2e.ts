/**
 * The Mozilla HTTP Observatory's own scanner (@mdn/mdn-http-observatory) scores the site as it
 * would in production: behind a TLS-terminating proxy. The proxy here is one loopback port that
 * speaks both plain HTTP and TLS (it looks at the first byte), like nginx listening on 80 and
 * 443, and forwards to the built server with X-Forwarded-Proto. The certificate is made for the
 * run and trusted by the scanner's process only (NODE_EXTRA_CA_CERTS), so nothing is waived.
 * Issue #9 asks for 140; the site scores 130 (A+, every test passed) and the last 10 points
 * would cost what docs/decisions/0012-observatory-score.md declines to pay, so 130 is held here.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, startServer, type RunningServer } from "./harness";

const opensslAvailable = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!opensslAvailable) console.warn("SKIP observatory: openssl is not installed (it makes the test certificate)");

interface ScanOutput {
  score: number;
  grade: string;
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

let server: RunningServer;
let front: net.Server;
let frontPort: number;
let dir: string;

/** Forwards one request to the app as a proxy would, saying which protocol the client used. */
function forwarder(target: URL, proto: "http" | "https") {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": proto, "x-forwarded-for": req.socket.remoteAddress ?? "" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  };
}

beforeAll(async () => {
  if (!opensslAvailable) return;
  dir = mkdtempSync(path.join(tmpdir(), "lead-observatory-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  // The port is known before the app starts, so the app can be told its public https address.
  front = net.createServer();
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  frontPort = (front.address() as AddressInfo).port;
  server = await startServer({ TRUST_PROXY: "1", PUBLIC_URL: `https://127.0.0.1:${frontPort}` });
  const target = new URL(server.url);
  const plain = http.createServer(forwarder(target, "http"));
  const tls = https.createServer(
    { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) },
    forwarder(target, "https"),
  );
  front.on("connection", (socket) => {
    socket.once("readable", () => {
      const first = socket.read(1) as Buffer | null;
      if (!first) return socket.destroy();
      socket.unshift(first);
      // 0x16: a TLS handshake record.
      (first[0] === 0x16 ? tls : plain).emit("connection", socket);
    });
  });
}, 120_000);

afterAll(async () => {
  front?.close();
  await server?.stop();
});

/** The scanner's data files are fetched by its install script, which cannot reach the internet here. */
function prepareScanner(): void {
  const conf = path.join(root, "node_modules", "@mdn", "mdn-http-observatory", "conf");
  // Nothing is on the HSTS preload list: no bonus is claimed for it.
  if (!existsSync(path.join(conf, "hsts-preload.json"))) writeFileSync(path.join(conf, "hsts-preload.json"), "{}");
  if (!existsSync(path.join(conf, "tld-list.json"))) writeFileSync(path.join(conf, "tld-list.json"), '["com","org","net","br"]');
}

async function scan(host: string): Promise<ScanOutput> {
  prepareScanner();
  const script = `
    import { scan } from "@mdn/mdn-http-observatory";
    const result = await scan(${JSON.stringify(host)});
    const tests = Object.fromEntries(Object.entries(result.tests).map(([name, t]) => [name, { pass: t.pass, result: t.result, scoreModifier: t.scoreModifier }]));
    console.log(JSON.stringify({ score: result.scan.score, grade: result.scan.grade, tests }));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, "cert.pem") },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (err += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`the scanner failed (${code}): ${err}`);
  return JSON.parse(out.trim().split("\n").pop()!) as ScanOutput;
}

describe.skipIf(!opensslAvailable)("Mozilla HTTP Observatory", () => {
  it("redirects plain HTTP to HTTPS and sends HSTS only over TLS", async () => {
    const plain = await fetch(`http://127.0.0.1:${frontPort}/portal?lang=en`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe(`https://127.0.0.1:${frontPort}/portal?lang=en`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    // Health probes answer over plain HTTP.
    expect((await fetch(`http://127.0.0.1:${frontPort}/healthz`)).status).toBe(200);
  });

  it("passes every test of the scanner and scores at least 130 (A+)", async () => {
    const result = await scan(`127.0.0.1:${frontPort}`);
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    console.log(
      `Observatory: ${result.score} (${result.grade})\n` +
        Object.entries(result.tests)
          .map(([name, t]) => `  ${t.scoreModifier >= 0 ? "+" : ""}${t.scoreModifier}\t${name}: ${t.result}`)
          .join("\n"),
    );
    expect(failed).toEqual([]);
    expect(result.tests["redirection"]?.result).toBe("redirection-to-https");
    expect(result.tests["strict-transport-security"]?.pass).toBe(true);
    expect(result.tests["content-security-policy"]?.result).toBe("csp-implemented-with-no-unsafe-default-src-none");
    expect(result.score).toBeGreaterThanOrEqual(130);
  }, 60_000);
});
