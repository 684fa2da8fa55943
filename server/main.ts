/**
 * Entry point: `node build/server-main.js` (production: server/launch.ts settles NODE_ENV, then
 * loads this as build/server-app.js) or `tsx server/main.ts --dev`.
 * Loads the configuration, prepares the database and content, serves HTTP, and shuts down
 * gracefully: in-flight requests finish, sockets close, the database closes last.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfig, localOrigin } from "./config";
import { createApp } from "./app";
import { createAppServer } from "./http/born-express";
import { createServices, projectRoot } from "./services";
import { attachChat } from "./chat/socket";
import { reactBuild } from "./react-build";
import { StartupError } from "./db/ensure-postgres";
import {
  connectionCeiling,
  countConnections,
  DEFAULT_CONNECTION_LIMITS,
  descriptorLimit,
  guardConnections,
} from "./http/connections";

async function main() {
  const dev = process.argv.includes("--dev");
  // React has already chosen its bundle by now (static imports run first): refuse rather than
  // serve pages with the development build (see server/launch.ts, which sets it in time).
  if (!dev && process.env.NODE_ENV !== "production") {
    throw new Error(
      `Started without NODE_ENV=production (it is "${process.env.NODE_ENV ?? ""}"): React would render with its development build. Start build/server-main.js (npm start).`,
    );
  }
  const config = loadConfig(dev ? { NODE_ENV: "development", ...process.env } : process.env);
  const startedAt = performance.now();
  const services = await createServices(config);

  const vite = dev
    ? await (await import("vite")).createServer({ server: { middlewareMode: true }, appType: "custom" })
    : undefined;
  const build = dev
    ? undefined
    : ((await import(pathToFileURL(path.join(projectRoot, "build", "server", "index.js")).href)) as ServerBuild);

  const app = createApp(services, { build, vite });
  const server = createAppServer(app);
  const { ceiling, clamped } = connectionCeiling(config.MAX_CONNECTIONS, descriptorLimit());
  if (clamped)
    services.log.warn("MAX_CONNECTIONS is above what the descriptor limit leaves; using less", {
      configured: config.MAX_CONNECTIONS,
      ceiling,
    });
  const connections = guardConnections(server, { ...DEFAULT_CONNECTION_LIMITS, maxConnections: ceiling }, services);
  countConnections(services.metrics, connections.counts, ceiling);
  const chat = await attachChat(server, services);

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  // PORT=0 (tests, benchmarks): the default public origin names the port the server got.
  if (!config.PUBLIC_URL) config.publicOrigin = localOrigin(port);
  services.log.info("Lead Portal listening", {
    url: `http://localhost:${port}`,
    port,
    database: services.database.engine,
    readyMs: Math.round(performance.now() - startedAt),
    react: reactBuild(),
  });
  if (!config.PUBLIC_URL && !dev) {
    services.log.warn(`PUBLIC_URL is not set: every absolute address (canonical, sitemap, mail) names ${config.publicOrigin}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    services.shuttingDown = true;
    services.log.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Listen for the end before anything can end it: when no connection is open the server
    // closes while the chat is still closing, and a listener added afterwards never hears it.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await chat.close();
    await closed;
    await vite?.close();
    connections.stop();
    await services.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // A problem the operator can fix (configuration, a missing database) is one log line; anything
  // else keeps its stack, inside the same one-line JSON.
  const known = error instanceof StartupError || (error instanceof Error && error.message.startsWith("Invalid configuration"));
  process.stderr.write(
    JSON.stringify({
      level: "error",
      time: new Date().toISOString(),
      msg: error instanceof Error ? error.message : String(error),
      ...(known || !(error instanceof Error) ? {} : { stack: error.stack }),
    }) + "\n",
  );
  process.exit(1);
});
