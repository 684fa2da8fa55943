/**
 * The environment, validated once at start-up. Nothing else reads process.env.
 * Only `publicConfig` (see below) may ever reach the browser.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A host name or IP literal as a Host header may carry it, without the port. */
export const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$|^\[[0-9a-f:.]+\]$/;

const TRUST_PROXY_HELP =
  'the proxies\' addresses: "loopback", IPs or CIDRs, comma-separated (e.g. "loopback,10.0.0.0/8"); "1" or "true" mean "loopback"; "0" or "false" none';

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * The site's public origin (scheme, host, port), the only source of absolute addresses
   * (canonical, hreflang, Open Graph, JSON-LD, sitemap, mail). Unset: http://localhost:<PORT>
   * (docs/decisions/0027-hosts-and-proxies.md). Never taken from a request's Host.
   */
  PUBLIC_URL: optionalUrl.refine(
    (v) => v === undefined || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)),
    "an http:// or https:// address, e.g. https://lead.example",
  ),
  /**
   * More host names the site answers to, comma-separated (e.g. www.lead.example), besides the
   * PUBLIC_URL's and loopback's. A request for any other Host gets a 421.
   */
  ALLOWED_HOSTS: z
    .string()
    .trim()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((h) => HOST_NAME.test(h)), "host names, comma-separated (no scheme, port or path)"),
  /** sqlite file path (default data/lead.db), `file:...` or a postgres:// URL. */
  DATABASE_URL: z.string().trim().default("data/lead.db"),
  REDIS_URL: optionalUrl,
  /** smtp://user:pass@host:port; without it mail stays in the outbox. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Lead Portal <portal@lead.example>"),
  /** Where contact-form messages go. */
  CONTACT_INBOX: z.string().email().default("contato@lead.example"),
  /** Where applications to job openings go, each with its CV (Human Resources). */
  APPLICATIONS_INBOX: z.string().email().default("rh@lead.example"),
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
  /** Per client address: applications to job openings per window, "N/seconds" (a person applies to a few). */
  APPLICATION_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default("5/600"),
  /** Per client address: job-alert requests per window, "N/seconds" (a person asks once or twice). */
  ALERT_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default("5/600"),
  /**
   * Per client address: posts to the visitors' pages per window, "N/seconds", whatever the form and
   * whether or not it was valid (each is a rendered page; ADR 0054). A school behind one address
   * sends a few forms a minute; the forms' own limits above count what they accept.
   */
  PAGE_POST_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/)
    .default("60/60"),
  /** Site-wide: job-alert confirmation mails per hour at most, so a flood of addresses cannot make the site a mailer. */
  ALERT_MAIL_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /**
   * PDF checks (a CV's, server/applications/pdf-check.ts) run at once at most, site-wide on this
   * instance; four times as many wait, and the next application is answered 503 with Retry-After.
   * Unset: one per core (os.availableParallelism()).
   */
  PDF_CHECKS: z.coerce.number().int("a whole number of checks").min(1).max(64).optional(),
  /** How often each instance looks for job-alert digests that are due, in ms (a publish or an import looks at once). */
  ALERTS_PASS_MS: z.coerce.number().int().min(50).max(86_400_000).default(600_000),
  /** How often each instance applies the editor's scheduled publishes and ends that are due, in ms (within a minute of their time). */
  SCHEDULE_PASS_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  /**
   * Behind a TLS-terminating proxy: the proxies' addresses, whose X-Forwarded-For and
   * X-Forwarded-Proto are believed ("loopback", IPs and CIDRs, comma-separated, as Express's
   * `trust proxy` takes them); also turns on Secure cookies and HSTS. "1" or "true" mean
   * "loopback" (nginx on the same machine); "0", "false" or empty: no proxy. A client that
   * reaches the port directly is never one of these, so it cannot name its own address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("0")
    .transform((v) => trustedProxiesOf(v))
    .refine((list) => list !== null, TRUST_PROXY_HELP)
    .transform((list) => list!),
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
  /**
   * Open HTTP connections at most; the next one is answered 503 with Retry-After. Unset: 80% of
   * what the process's descriptor limit leaves after 256 for files and services.
   */
  MAX_CONNECTIONS: z.coerce.number().int("a whole number of connections").min(16).max(1_000_000).optional(),
  /** A name for this instance in logs and metrics (defaults to the host name and pid). */
  INSTANCE_NAME: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Config = Omit<z.infer<typeof schema>, "TRUST_PROXY"> & {
  /** True behind a proxy (X-Forwarded-*, HSTS, Secure cookies). */
  TRUST_PROXY: boolean;
  /** The proxies whose X-Forwarded-* headers are believed (Express's `trust proxy`); empty: none. */
  trustedProxies: string[];
  /**
   * The origin of every absolute address the site prints: PUBLIC_URL's, or http://localhost:<PORT>.
   * With PORT=0 the server writes the port it got here once it listens (server/main.ts).
   */
  publicOrigin: string;
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
    TRUST_PROXY: values.TRUST_PROXY.length > 0,
    trustedProxies: values.TRUST_PROXY,
    publicOrigin: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : localOrigin(values.PORT),
    DATA_DIR: dataDir,
    appSecret: values.APP_SECRET ?? persistentSecret(dataDir),
    database: databaseOf(values.DATABASE_URL),
  };
}

/** The public origin when PUBLIC_URL is unset: what the "listening" line prints. */
export function localOrigin(port: number): string {
  return `http://localhost:${port}`;
}

/**
 * TRUST_PROXY's value as a list for proxy-addr, or null when it is not one. A hop count other
 * than 1 is refused: it trusts whoever connects, which is what this setting no longer does.
 */
export function trustedProxiesOf(value: string): string[] | null {
  if (value === "" || value === "0" || value === "false") return [];
  if (value === "1" || value === "true") return ["loopback"];
  const list = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((v) => /^\d+$/.test(v))) return null;
  try {
    proxyaddr.compile(list);
    return list;
  } catch {
    return null;
  }
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
