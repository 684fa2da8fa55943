/**
 * An in-process server for the chat's integration tests and benchmark: real services (SQLite in
 * a temporary folder, or the database URL given), the real HTTP app and the real chat.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Socket } from "socket.io-client";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createServices, type Services } from "../services";
import { attachChat, type ChatHandle } from "./socket";

export const TEST_SECRET = "test-secret-for-the-chat-integration-tests-0123456789";

export interface ChatTestServer {
  url: string;
  port: number;
  dataDir: string;
  services: Services;
  chat: ChatHandle;
  http: HttpServer;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startChatServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    redisUrl?: string;
    redisKey?: string;
    onReplyTimed?: (ms: number) => void;
    /** The listen queue length (the benchmark raises it above Node's 511). */
    backlog?: number;
  } = {},
): Promise<ChatTestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "lead-chat-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, "lead.db"),
    APP_SECRET: TEST_SECRET,
    LOG_LEVEL: "silent",
    ...options.env,
  });
  const services = await createServices(config);
  const app = createApp(services, {});
  const http = createServer(app);
  const chat = await attachChat(http, services, {
    redisUrl: options.redisUrl,
    redisKey: options.redisKey,
    onReplyTimed: options.onReplyTimed,
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", options.backlog ?? 511, resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    services,
    chat,
    http,
    async stop(stopOptions = {}) {
      await chat.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await services.close();
      if (!stopOptions.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A guest token from the real endpoint. */
export async function fetchGuestToken(baseUrl: string, previous?: string): Promise<{ status: number; token?: string }> {
  const response = await fetch(`${baseUrl}/ead2pcd/restapi/autenticacao`, {
    method: "POST",
    headers: previous ? { Authorization: `Bearer ${previous}` } : {},
  });
  const body = (await response.json().catch(() => ({}))) as { token?: string };
  return { status: response.status, token: body.token };
}

/** The subject (guest id) of a token, read without verifying it (the client's view). */
export function subjectOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { sub: string };
  return payload.sub;
}

/** The next `event` on `socket` that `accept` takes; rejects after `timeoutMs`. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 8000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
