/**
 * Builds the Fastify application: security headers, compression, rate limits, the OpenAPI
 * document at /api/docs, better-auth under /api/auth, the API modules, image delivery under
 * /media and the built React app (with Open Graph tags) for every other path.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@garaj/shared';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import { publicUrlOf, publicUrlWarning } from './lib/public-url.ts';
import { createAuth } from './lib/auth.ts';
import { registerSharedAnswerInvalidation } from './lib/answer-cache.ts';
import { errorHandler } from './lib/errors.ts';
import { registerBodyTypeGuard } from './lib/body-type.ts';
import { registerInputGuard } from './lib/input-guard.ts';
import { serializeRequest } from './lib/log-redact.ts';
import { createJobs } from './lib/jobs.ts';
import { createRealtimeHub, type RealtimeHub } from './lib/realtime.ts';
import { registerSameOriginGuard } from './lib/same-origin.ts';
import { registerPresence } from './lib/presence.ts';
import { createMailer } from './lib/mail.ts';
import { rateLimitKey } from './lib/rate-limit.ts';
import { forwardSessionCookies, watchSessionRevocations } from './lib/session.ts';
import { createLocalStorage, createS3Storage, type Storage } from './lib/storage.ts';
import { registerCommunityHandlers } from './modules/community-handlers.ts';
import { registerModules } from './modules/index.ts';
import { registrationOpen } from './modules/admin/index.ts';
import { registerWeb } from './web.ts';

export type { AppDeps } from './deps.ts';

export interface BuildOptions {
  env: Env;
  database: Database;
  secret: string;
  /** Override the storage driver (tests). */
  storage?: Storage;
  /** Override the realtime hub (default: LISTEN/NOTIFY on a PostgreSQL server, else in-process). */
  realtime?: RealtimeHub;
  /** Requests per minute per address on auth endpoints (default 10). */
  authRateLimit?: number;
  /**
   * Whose counter a rate-limited request counts on (default lib/rate-limit.ts `rateLimitKey`:
   * `user:<id>` for a member, else the address). Tests that are not about limits pass a key
   * that also names the request's address, so a member's many test writes are not throttled.
   */
  rateLimitKey?: (request: FastifyRequest) => Promise<string>;
  logger?: boolean | object;
}

function parseTrustProxy(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (!value) return false;
  if (value === 'true') return true;
  // A hop count: Fastify (proxy-addr) accepts a number although its types do not say so.
  if (/^\d+$/.test(value)) return Number(value) as unknown as string;
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const logger = options.logger ?? { level: env.LOG_LEVEL };
  const serverOptions: FastifyServerOptions = {
    // Request addresses are logged with secret query parameters redacted (lib/log-redact.ts).
    logger: logger === false ? false : { ...(logger === true ? {} : logger), serializers: { req: serializeRequest } },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Bad URLs (malformed percent-encoding, over-long params) get our error shape too.
    frameworkErrors: (error, request, reply) => {
      errorHandler(error, request, reply);
    },
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const publicUrl = publicUrlOf(env);
  const publicUrlProblem = publicUrlWarning(env);
  if (publicUrlProblem) app.log.warn({ host: env.HOST, publicUrl }, publicUrlProblem);
  // Edge checks on every route, in this order: a write another site's page sent (403), an /api
  // body that is not JSON (415), control characters (400). Decision 012 for the first two.
  registerSameOriginGuard(app, { publicUrl, trustRequestHost: !env.PUBLIC_URL });
  registerBodyTypeGuard(app);
  registerInputGuard(app);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.DATA_DIR, 'outbox'), log: app.log });
  const storage =
    options.storage ??
    (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? createS3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        })
      : createLocalStorage(path.join(env.DATA_DIR, 'uploads')));
  const auth = createAuth({
    db: options.database.db,
    secret: options.secret,
    publicUrl,
    mailer,
    authRateLimit: options.authRateLimit ?? 10,
    trustRequestHost: !env.PUBLIC_URL,
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined,
    facebook: env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET ? { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } : undefined,
    registrationOpen,
  });
  const realtime = options.realtime ?? createRealtimeHub({ database: options.database, url: env.DATABASE_URL, log: app.log });
  const jobs = createJobs({
    database: options.database,
    enabled: env.JOBS === 'true' || (env.JOBS === 'auto' && env.NODE_ENV !== 'test'),
    log: app.log,
  });
  app.decorate('deps', { env, database: options.database, db: options.database.db, auth, storage, mailer, publicUrl, realtime, jobs });
  // Ready once the LISTEN connection is up (or after 5 s: it keeps reconnecting by itself); closed after the server.
  app.addHook('onReady', async () => {
    await Promise.race([realtime.ready, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    // Jobs start once every module has defined its own (decision 008); catch-up runs inside.
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await realtime.close();
  });
  // A renewed session cookie cache (or cleared cookies of a revoked session) from getViewer.
  app.addHook('onSend', forwardSessionCookies);
  // Bans and "revoke sessions" on any instance end cookie-cached sessions here at once (lib/session.ts).
  watchSessionRevocations(app);
  // A write through this process drops the cached visitors' list answers (lib/answer-cache.ts).
  registerSharedAnswerInvalidation(app);
  // Forum "online": profiles.last_seen_at of signed-in API requests, at most once a minute (lib/presence.ts).
  registerPresence(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set style attributes at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: publicUrl.startsWith('https://'),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // ETag on every buffered reply (API lists, pages): a repeated GET with If-None-Match gets 304.
  await app.register(etag);
  // Every per-route limit counts a signed-in member on their account and a visitor on their
  // address (lib/rate-limit.ts): members behind one carrier NAT never share a budget.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: options.rateLimitKey ?? rateLimitKey,
    ...(env.REDIS_URL ? { redis: new Redis(env.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: { code: 'RATE_LIMITED', message: `Çok fazla deneme yaptınız. Lütfen ${Math.ceil(ctx.ttl / 1000)} saniye sonra tekrar deneyin.` },
    }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Garaj API', version: '0.1.0', description: 'JSON API of the Garaj community site.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerCommunityHandlers();
  await registerModules(app);
  await registerWeb(app);
  return app;
}
