/**
 * The environment, validated once at start-up. Nothing else reads process.env.
 * Only `publicConfig` (see below) may ever reach the browser.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** The site's public origin, used for absolute links (sitemap, mail, Open Graph). */
  PUBLIC_URL: optionalUrl,
  /** sqlite file path (default data/lead.db), `file:...` or a postgres:// URL. */
  DATABASE_URL: z.string().trim().default("data/lead.db"),
  REDIS_URL: optionalUrl,
  /** smtp://user:pass@host:port; without it mail stays in the outbox. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Lead Portal <portal@lead.example>"),
  /** Where contact-form messages go. */
  CONTACT_INBOX: z.string().email().default("contato@lead.example"),
  /** Where /dal sends the browser. Defaults to the link in content/site.json. */
  DAL_URL: optionalUrl,
  /** A CDN base for media; when unset media is served from /media on this server. */
  MEDIA_BASE_URL: optionalUrl,
  /** Secret for signed tokens (guest tokens, XSRF, download links). Generated into data/ when unset. */
  APP_SECRET: z.string().min(32).optional(),
  DATA_DIR: z.string().default("data"),
  /** The content files the start-up import seeds a database from (and their media); default content/. */
  CONTENT_DIR: z.string().optional(),
  /** Days contact messages and their files are kept (LGPD). */
  RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  /** Per client address, per endpoint: contact form and chat e-mail requests per window, "N/seconds". */
  CONTACT_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default("10/600"),
  /**
   * Behind a TLS-terminating proxy: trust X-Forwarded-* and send HSTS. The value is how many
   * proxies stand in front ("1" or "true": one, e.g. nginx; "2": a CDN then nginx). Only that many
   * hops are trusted, so a client cannot pick its own address by sending X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d|true|false)$/, 'a number of proxy hops (0-9), "true" (one) or "false"')
    .default("0")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  /** How often each instance's outbox worker looks for due mail, in ms (new mail is sent at once anyway). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5000),
  /** Bearer token for /metrics; without it, /metrics answers only a client on loopback (after TRUST_PROXY hops). */
  METRICS_TOKEN: optionalUrl,
  /** Benchmarks only: enables /__bench/baseline and the cache-bypass header. Never in production. */
  BENCH_BASELINE: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /** Keep rendered pages in memory (see server/http/page-cache.ts). */
  PAGE_CACHE: z
    .enum(["0", "1"])
    .default("1")
    .transform((v) => v === "1"),
  /** The page cache's memory bound, in MB of HTML (least used pages go first). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(8),
  /** A name for this instance in logs and metrics (defaults to the host name and pid). */
  INSTANCE_NAME: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Config = Omit<z.infer<typeof schema>, "TRUST_PROXY"> & {
  /** True behind a proxy (X-Forwarded-*, HSTS, Secure cookies). */
  TRUST_PROXY: boolean;
  /** How many proxies in front are trusted for X-Forwarded-For (0: none). */
  trustProxyHops: number;
  appSecret: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    TRUST_PROXY: values.TRUST_PROXY > 0,
    trustProxyHops: values.TRUST_PROXY,
    DATA_DIR: dataDir,
    appSecret: values.APP_SECRET ?? persistentSecret(dataDir),
    database: databaseOf(values.DATABASE_URL),
  };
}

function databaseOf(url: string): Config["database"] {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  return { kind: "sqlite", file: file === ":memory:" ? file : path.resolve(file) };
}

/** A secret generated on first start and kept, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
