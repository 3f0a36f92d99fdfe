import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// The only reader of process.env. Empty strings count as unset, so `FOO=` in .env is harmless.
const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional());
// zod 4 returns a default as the parsed value without running the schema: give output values.
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.preprocess(emptyAsUnset, schema.default(fallback as never));
/** An on/off setting: true, false, 1 or 0. */
const flag = (fallback: boolean) =>
  withDefault(
    z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
    fallback,
  );

const EnvSchema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgresql:// URL" }),
  ),
  /** The port `npm start` listens on (also `-p`). */
  PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
  DATA_DIR: withDefault(z.string(), "./data"),
  EMBEDDED_DB_PORT: withDefault(z.coerce.number().int().min(1024).max(65535), 54329),
  DB_POOL_MAX: withDefault(z.coerce.number().int().min(1).max(200), 10),
  /**
   * The longest one request's SQL statement may run (the server cancels it), and about as
   * long as the client waits for any answer on an open connection (a database that stopped
   * answering): then the request fails with 503 instead of hanging. Commands that run long
   * statements (import, export) allow more.
   */
  DB_STATEMENT_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(3_600_000), 15_000),
  SESSION_SECRET: optional(z.string()),
  /** Redis for shared counters (rate limits); unset: counters live in PostgreSQL. */
  REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL" }),
  ),
  /**
   * How many reverse proxies in front of Simpul append to X-Forwarded-For. 0 (default):
   * the header is ignored, so clients cannot spoof their address.
   */
  TRUST_PROXY: withDefault(z.coerce.number().int().min(0).max(10), 0),
  /**
   * Public address of the site (e.g. https://katalog.example.go.id), for links the server
   * writes into documents such as the CSW capabilities; unset: the address of each request.
   * (Not BASE_URL: Vite, under the tests, sets that to "/".)
   */
  SITE_URL: optional(z.url({ protocol: /^https?$/, error: "SITE_URL must be an http(s) URL" })),
  /**
   * An external CSW (e.g. pycsw) to serve /csw instead of the built-in one: its endpoint URL.
   * /csw then forwards every request to it, and its service identity is its own (spec 4.3).
   */
  CSW_PROVIDER_URL: optional(
    z.url({ protocol: /^https?$/, error: "CSW_PROVIDER_URL must be an http(s) URL" }),
  ),
  /**
   * Encrypts the signing keys of the deployment's CA and signers (lib/quality/pki). Required
   * (32+ characters) like SESSION_SECRET in production; development and embedded installs keep
   * a generated one in DATA_DIR/signing-secret. Changing it makes stored keys unusable.
   */
  SIGNING_SECRET: optional(z.string()),
  /** Mail server for notifications, e.g. smtp://user:pass@mail.example.go.id:587 (smtps:// for TLS). */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" })),
  /** Sender address of notification mail. */
  SMTP_FROM: withDefault(z.string(), "Simpul <no-reply@simpul.local>"),
  /** WhatsApp HTTP gateway: messages are POSTed here as JSON {to, message}. */
  WA_GATEWAY_URL: optional(z.url({ protocol: /^https?$/, error: "WA_GATEWAY_URL must be an http(s) URL" })),
  /** Bearer token for the WhatsApp gateway. */
  WA_GATEWAY_TOKEN: optional(z.string()),
  /** The gateway's health URL (GET, 2xx = up); unset: WA_GATEWAY_URL's origin + /health. */
  WA_HEALTH_URL: optional(z.url({ protocol: /^https?$/, error: "WA_HEALTH_URL must be an http(s) URL" })),
  /** S3-compatible object store for uploaded documents; unset: the folder DATA_DIR/objects. */
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL" })),
  S3_BUCKET: optional(z.string()),
  S3_REGION: withDefault(z.string(), "us-east-1"),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** Run the notification worker in this server process (false: another instance runs it). */
  NOTIFICATION_WORKER: flag(true),
  /** Milliseconds between the notification worker's passes over the outbox. */
  NOTIFICATION_INTERVAL_MS: withDefault(z.coerce.number().int().min(100).max(3_600_000), 5_000),
  /**
   * Bearer token for GET /api/metrics (Prometheus); unset: the endpoint answers 404. At least
   * 16 characters (for example: openssl rand -hex 24).
   */
  METRICS_TOKEN: optional(z.string().min(16, { error: "METRICS_TOKEN needs at least 16 characters" })),
  /**
   * A MapLibre style URL for the portal's maps (an online basemap). Unset: the built-in
   * offline basemap (land and a graticule shipped with the app, no tiles or glyphs).
   */
  MAP_STYLE_URL: optional(z.url({ protocol: /^https?$/, error: "MAP_STYLE_URL must be an http(s) URL" })),
  /**
   * Keep rendered public answers (CSW responses, search results, statistics) in memory per
   * catalogue version. false: every request is computed from the database (benchmarks measure
   * both; see bench/README.md).
   */
  RESPONSE_CACHE: flag(true),
  /**
   * How much the server logs (JSON lines on standard output): fatal, error, warn, info (default:
   * one access-log line per request, and what the server does), debug, trace or silent.
   */
  LOG_LEVEL: withDefault(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /** Write the demo catalogue into an empty database at start (set false in production). */
  SEED_DEMO_DATA: flag(true),
  /**
   * Let harvesting reach loopback, private, link-local and cloud-metadata addresses (a node on
   * the deployment's own network). Off: such sources are refused, so a source's URL cannot be
   * used to reach the server's neighbours.
   */
  HARVEST_ALLOW_PRIVATE_ADDRESSES: flag(false),
  /** Run the harvest worker in this instance (scheduled and requested harvests; any number of instances may). */
  HARVEST_WORKER: flag(true),
  /** The longest one harvest request may take, from connecting to its last byte. */
  HARVEST_REQUEST_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 60),
  /** The largest answer a harvest request accepts (a page of records, one document), in MiB. */
  HARVEST_MAX_RESPONSE_MB: withDefault(z.coerce.number().int().min(1).max(1024), 64),
  /** The longest one harvest run may take; then it stops where it is (the next run goes on). */
  HARVEST_RUN_TIMEOUT_MINUTES: withDefault(z.coerce.number().int().min(1).max(10_080), 360),
});

export type Env = z.infer<typeof EnvSchema> & {
  /** True when no DATABASE_URL is given and Simpul keeps its own PostgreSQL under DATA_DIR. */
  embedded: boolean;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
};

export class EnvError extends Error {
  override name = "EnvError";
}

let cached: Env | undefined;

/** Validates the environment once; throws EnvError with every problem listed. */
export function getEnv(source: Record<string, string | undefined> = process.env): Env {
  if (cached && source === process.env) return cached;
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new EnvError(`Invalid configuration (see .env.example):\n${problems}`);
  }
  const env: Env = {
    ...parsed.data,
    embedded: parsed.data.DATABASE_URL === undefined,
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
  if (source === process.env) cached = env;
  return env;
}

export const MIN_SESSION_SECRET_LENGTH = 32;

/**
 * A deployment secret (SESSION_SECRET seals session cookies, SIGNING_SECRET encrypts signing
 * keys). A production server (NODE_ENV=production with its own DATABASE_URL) must be given one
 * of at least 32 characters; development and the embedded single-machine install generate one
 * and keep it in DATA_DIR across restarts.
 */
function resolveSecret(env: Env, name: "SESSION_SECRET" | "SIGNING_SECRET", fileName: string): string {
  const given = env[name];
  if (given !== undefined && given.length >= MIN_SESSION_SECRET_LENGTH) return given;
  if (env.NODE_ENV === "production" && !env.embedded) {
    throw new EnvError(
      given === undefined
        ? `${name} is required in production: set it to a random string of at least ${MIN_SESSION_SECRET_LENGTH} characters (for example: openssl rand -base64 48).`
        : `${name} is too short (${given.length} characters); it needs at least ${MIN_SESSION_SECRET_LENGTH}.`,
    );
  }
  const file = path.join(env.dataDir, fileName);
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= MIN_SESSION_SECRET_LENGTH) return kept;
  }
  const generated = randomBytes(48).toString("base64url");
  mkdirSync(env.dataDir, { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

export const resolveSessionSecret = (env: Env = getEnv()) =>
  resolveSecret(env, "SESSION_SECRET", "session-secret");
export const resolveSigningSecret = (env: Env = getEnv()) =>
  resolveSecret(env, "SIGNING_SECRET", "signing-secret");

/** Validates everything the server needs before it takes requests. */
export function assertServerConfig(): Env {
  const env = getEnv();
  resolveSessionSecret(env);
  resolveSigningSecret(env);
  return env;
}
