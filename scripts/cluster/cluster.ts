/**
 * Scale-out on one machine, for tests and benchmarks: N identical instances of the built server
 * on PostgreSQL and Redis, behind nginx (Debian's package) as the load balancer, all on loopback.
 * The nginx configuration is the one docs/deployment.md recommends for production.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";

export const root = path.resolve(import.meta.dirname, "../..");

export interface Instance {
  name: string;
  /** The code folder it starts from (its build/ and content/); a test may point it at a fresh copy. */
  dir: string;
  port: number;
  url: string;
  child: ChildProcess;
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database with a random name, dropped by the returned function. */
export async function createTemporaryDatabase(
  adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
) {
  const name = `lead_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function nginxConfig(options: { port: number; upstreams: number[]; prefix: string; runAsRoot: boolean }): string {
  return `${options.runAsRoot ? "user root;\n" : ""}worker_processes 1;
error_log ${options.prefix}/error.log warn;
pid ${options.prefix}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${options.prefix}/body;
  proxy_temp_path ${options.prefix}/proxy;
  fastcgi_temp_path ${options.prefix}/fastcgi;
  uwsgi_temp_path ${options.prefix}/uwsgi;
  scgi_temp_path ${options.prefix}/scgi;

  # The form takes up to 5 files of 25 MB each; the app enforces every limit while streaming.
  client_max_body_size 130m;
  # Stream uploads to the app, which enforces its limits while reading.
  proxy_request_buffering off;

  # Open connections per client address: one person cannot hold every connection the app has
  # (a browser opens about six; an office behind one address, a few dozen). Over it: 503.
  limit_conn_zone $binary_remote_addr zone=per_address:10m;
  limit_conn_status 503;

  # Pages and the API keep nothing between requests: any instance, the least busy first.
  upstream lead {
    least_conn;
${options.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 64;
    # Under the app's own idle keep-alive (5 s), so nginx never reuses a connection the app is closing.
    keepalive_timeout 4s;
  }

  # The chat only: sticky by client address, because socket.io's polling transport needs every
  # request of a session on the same instance (WebSocket-only clients would not).
  # max_fails=0: nginx settles a request's success when its connection ends, which for a
  # WebSocket is much later; with failure counting, after an instance restart the clients came
  # back at one WebSocket per fail_timeout ("no live upstreams" meanwhile). A refused
  # connection still moves on to the next instance (proxy_next_upstream error).
  upstream lead_chat {
    ip_hash;
${options.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}
    keepalive 16;
    keepalive_timeout 4s;
  }

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  server {
    # The site's own names; production adds a default_server that closes anything else (444).
    listen 127.0.0.1:${options.port} default_server;
    server_name localhost 127.0.0.1;
    limit_conn per_address 64;
    proxy_http_version 1.1;
    # The host name nginx matched (never the client's port or made-up text); the app checks it
    # against PUBLIC_URL, ALLOWED_HOSTS and loopback, and never builds an address from it.
    proxy_set_header Host $host;
    # Nothing of the client's reaches the app as a forwarded host (docs/decisions/0027).
    proxy_set_header X-Forwarded-Host "";
    # Appends the address nginx saw; the instances believe it from nginx's address alone
    # (TRUST_PROXY=127.0.0.1), so a client reaching an instance directly cannot name its own.
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    proxy_connect_timeout 2s;
    proxy_read_timeout 75s;
    proxy_send_timeout 75s;
    # GET and HEAD move to another instance when one is down; a POST is never sent twice by
    # nginx (the client retries it with its Idempotency-Key).
    proxy_next_upstream error timeout http_502 http_503;

    location / {
      proxy_pass http://lead;
    }
    location /chat/ {
      proxy_pass http://lead_chat;
    }
  }
}
`;
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const instance: Instance = {
    name,
    dir: root,
    port,
    url: `http://127.0.0.1:${port}`,
    child: undefined as unknown as ChildProcess,
    output: [],
    async start() {
      const child = spawn(process.execPath, [path.join(instance.dir, "build", "server-main.js")], {
        cwd: instance.dir,
        env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), INSTANCE_NAME: name, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      instance.child = child;
      createInterface({ input: child.stderr! }).on("line", (l) => instance.output.push(l));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${instance.output.join("\n")}`)), 90_000);
        createInterface({ input: child.stdout! }).on("line", (line) => {
          instance.output.push(line);
          if (line.includes('"msg":"Lead Portal listening"')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once("exit", (code) => {
          clearTimeout(timer);
          reject(new Error(`${name} exited with ${code}:\n${instance.output.join("\n")}`));
        });
      });
    },
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      const child = instance.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
  return instance;
}

export interface ClusterOptions {
  instances?: number;
  /** Environment for every instance (after the defaults). */
  env?: Record<string, string>;
  /**
   * Per-instance overrides, given the shared environment (e.g. DATABASE_URL through a TCP proxy
   * for one instance, to cut its database alone).
   */
  instanceEnv?: (index: number, shared: Readonly<Record<string, string>>) => Record<string, string>;
  /** The PostgreSQL server to make the temporary database on (default PG_ADMIN_URL or local). */
  adminUrl?: string;
  /** Default REDIS_URL or the local Redis. */
  redisUrl?: string;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 2;
  const database = await createTemporaryDatabase(options.adminUrl);
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const dataDir = mkdtempSync(path.join(tmpdir(), "lead-cluster-"));
  const shared: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString("base64url"),
    // nginx's address: its X-Forwarded-For and -Proto are believed, nobody else's.
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "info",
    ...options.env,
  };
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const instances = ports.map((port, i) =>
    startInstance(`instance-${String.fromCharCode(97 + i)}`, port, { ...shared, ...options.instanceEnv?.(i, shared) }),
  );
  let nginx: (ChildProcess & { port: number }) | undefined;
  const cleanUp = async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx!.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await Promise.all(instances.map((i) => i.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Started together on purpose: migrations must be safe when instances race.
    await Promise.all(instances.map((i) => i.start()));
    nginx = await startNginx(dataDir, ports);
  } catch (error) {
    await cleanUp().catch(() => {});
    throw error;
  }
  return {
    url: `http://127.0.0.1:${nginx.port}`,
    instances,
    databaseUrl: database.url,
    redisUrl,
    dataDir,
    stop: cleanUp,
  };
}

async function startNginx(dataDir: string, ports: number[]): Promise<ChildProcess & { port: number }> {
  const prefix = path.join(dataDir, "nginx");
  for (const dir of ["", "body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(prefix, dir), { recursive: true });
  const lbPort = await freePort();
  const confFile = path.join(prefix, "nginx.conf");
  writeFileSync(confFile, nginxConfig({ port: lbPort, upstreams: ports, prefix, runAsRoot: process.getuid?.() === 0 }));
  const nginx = spawn("nginx", ["-p", prefix, "-c", confFile, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  const errors: string[] = [];
  createInterface({ input: nginx.stderr! }).on("line", (l) => errors.push(l));
  const url = `http://127.0.0.1:${lbPort}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (attempt > 100 || nginx.exitCode !== null) {
      nginx.kill("SIGKILL");
      throw new Error(`nginx did not start:\n${errors.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return Object.assign(nginx, { port: lbPort });
}
