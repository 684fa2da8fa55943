/**
 * React's production build, whatever the environment: the built server settles NODE_ENV before
 * React loads, says which build it loaded, and refuses to serve with the development build.
 * (Every other end-to-end file fails too if its server loaded the development build: see the
 * "listening" check in harness.ts.)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root, useSite } from "./harness";

const e2e = useSite();

function runBuilt(file: string, env: Record<string, string | undefined>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lead-e2e-mode-"));
  const { NODE_ENV: _vitestMode, ...inherited } = process.env;
  try {
    return spawnSync(process.execPath, [path.join(root, "build", file)], {
      cwd: root,
      env: { ...inherited, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: path.join(dataDir, "lead.db"), ...env },
      encoding: "utf8",
      timeout: 20_000,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("production build", () => {
  it("started without NODE_ENV (as npm start does), the server loads and renders with React's production build", async () => {
    const listening = e2e.server.output
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((e) => e.msg === "Lead Portal listening");
    expect(listening?.react).toBe("production");
    const page = await fetch(`${e2e.server.url}/portal/contato?lang=en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en-US"');
  });

  it("refuses to start with another NODE_ENV, and says why", () => {
    for (const mode of ["development", "test"]) {
      const result = runBuilt("server-main.js", { NODE_ENV: mode });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`NODE_ENV is \\"${mode}\\"`);
    }
  });

  it("refuses when the server proper is started without the launcher that settles NODE_ENV", () => {
    const result = runBuilt("server-app.js", {});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("React would render with its development build");
  });
});
