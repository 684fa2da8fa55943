/**
 * A small TCP proxy on loopback, put between one instance and PostgreSQL or Redis so a test or a
 * benchmark can cut that instance's connections (every open socket destroyed, new ones refused)
 * and restore them, without touching the shared server other people use.
 */
import { createServer, connect, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** True while connections pass. */
  readonly open: boolean;
  /** Connections accepted since the start (a reconnecting client shows here). */
  readonly accepted: number;
  /** Destroys every open connection, both sides, and refuses new ones (ECONNREFUSED). */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host?: string; port: number }, port = 0): Promise<TcpProxy> {
  const host = target.host ?? "127.0.0.1";
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let accepted = 0;

  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const s = createServer((client) => {
        accepted++;
        const upstream = connect(target.port, host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream).pipe(client);
      });
      s.once("error", reject);
      s.listen(at, "127.0.0.1", () => {
        server = s;
        resolve((s.address() as { port: number }).port);
      });
    });

  const actual = await listen(port);
  const stopListening = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  return {
    port: actual,
    get open() {
      return server !== undefined;
    },
    get accepted() {
      return accepted;
    },
    cut: stopListening,
    async restore() {
      if (!server) await listen(actual);
    },
    close: stopListening,
  };
}
