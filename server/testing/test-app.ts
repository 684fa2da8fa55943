/**
 * In-process server for integration tests: real services on a fresh SQLite file (or a given
 * PostgreSQL URL), the real HTTP app, listening on a free loopback port.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig, localOrigin } from "../config";
import { createApp, type AppOptions } from "../app";
import { createAppServer } from "../http/born-express";
import { createServices, type Services } from "../services";

type ServicesOptions = NonNullable<Parameters<typeof createServices>[1]>;

export interface TestApp {
  url: string;
  services: Services;
  server: Server;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
  servicesOptions: ServicesOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lead-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, "lead.db"),
    LOG_LEVEL: "silent",
    ...env,
  });
  const services = await createServices(config, servicesOptions);
  const server = createAppServer(createApp(services, options));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // As server/main.ts does: the default public origin names the port the server got.
  if (!config.PUBLIC_URL) config.publicOrigin = localOrigin(port);
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    server,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
