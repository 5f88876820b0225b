/**
 * Typed environment. The only module that reads `process.env` (ARCHITECTURE.md house rules):
 * everything is parsed with zod at start, and a wrong value stops the process with a clear list.
 * Every setting is optional; the defaults give the embedded single-machine setup.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the site (links in e-mails, OAuth callbacks, Open Graph). */
  PUBLIC_URL: optional,
  /** PostgreSQL server; when unset the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: optional,
  /** Where the embedded database, local uploads, the outbox and the generated secret live. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Secret for session signing (≥ 32 chars). Generated once into DATA_DIR/secret when unset. */
  SESSION_SECRET: optional,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  /** Password of the demo moderator (`gizem_yollarda`, seeded); unset: a random one printed when the demo is seeded. */
  MODERATOR_PASSWORD: optional,
  /** Seed demo data into an empty database at start (default: only for the embedded database). */
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Garaj <no-reply@garaj.local>'),
  S3_BUCKET: optional,
  S3_REGION: z.string().default('auto'),
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  REDIS_URL: optional,
  /**
   * Fastify `trustProxy`: unset = trust no proxy (client address from the socket);
   * `true`, a hop count, or a comma-separated list of addresses/CIDRs of your reverse proxies.
   */
  TRUST_PROXY: optional,
  /** Requests per minute per client address on sign-in, sign-up, password reset and change endpoints. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Scheduled jobs (lib/jobs.ts, pg-boss; decision 008): `auto` runs them except under
   * NODE_ENV=test, whose API tests opt in with `true`.
   */
  JOBS: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Hours between a member's "Hesabımı sil" and the deletion (signing in meanwhile cancels it).
   * The pages speak of 14 days, the default; the end-to-end tests set 0 to see the job run.
   */
  ACCOUNT_DELETION_GRACE_HOURS: z.coerce.number().int().min(0).max(2160).default(14 * 24),
  /**
   * Map tiles of the live location map and the event maps: a `{z}/{x}/{y}` URL template and its
   * attribution (HTML, shown on the map in every language, so the default is the language-neutral
   * '© OpenStreetMap' linking to its copyright page, as OpenStreetMap's attribution guidelines
   * allow). Default: OpenStreetMap's public tiles; tests point it at a local stub so nothing is
   * fetched from outside.
   */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  /**
   * The AI assistant's optional model (decision 010): an OpenAI-compatible endpoint.
   * Unset `AI_BASE_URL` = the offline knowledge base only.
   */
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  AI_MODEL: optional,
  /**
   * Web Push (decision 021): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
   * prints it) — both or neither; unset, one is generated once and kept in the database — and
   * the contact the push services see (`mailto:` or `https:`; default `mailto:` ADMIN_EMAIL).
   */
  VAPID_PUBLIC_KEY: optional.pipe(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'a base64url P-256 public key (87 characters)').optional()),
  VAPID_PRIVATE_KEY: optional.pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a base64url P-256 private key (43 characters)').optional()),
  VAPID_SUBJECT: optional.pipe(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https: URL').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built web app; defaults to apps/web/dist. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Parses an environment (default `process.env`). Throws an Error listing every invalid
 * variable; the caller (server.ts) prints it and exits.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export { repoRoot };
