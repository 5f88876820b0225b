/**
 * Starts Garaj: reads the environment, holds HOST:PORT, opens the database (PGlite in
 * DATA_DIR/db, locked to this process, unless DATABASE_URL), applies migrations, seeds demo
 * data into an empty embedded database, ensures an admin, serves on HOST:PORT and prints the
 * URL and the admin login.
 *
 * Process safety: the port is bound before the database is opened, so a second
 * instance on the same port stops before touching anything; a second instance on the same
 * DATA_DIR stops at the data-directory lock. Both print one clear message and exit 1.
 * SIGTERM/SIGINT close gracefully (lib/shutdown.ts): Fastify finishes in-flight requests, the
 * database closes and releases its lock, then the process exits 0.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ADVISORY_LOCKS, openDatabase } from './db/client.ts';
import { loadEnv } from './env.ts';
import { DataDirLockedError } from './db/data-lock.ts';
import { PortInUseError, holdPort } from './lib/port-hold.ts';
import { installShutdown } from './lib/shutdown.ts';

/**
 * The application's modules (auth, images, S3…) take seconds to load; they are imported only
 * once the port and the data directory are ours, so a second instance stops without waiting.
 */
async function loadApplication() {
  const [{ buildApp }, { seedIfEmpty }, { ensureAdmin }, { loadOrCreateSecret }, { startSweeper }, { backfillUsernameSkeletons }] = await Promise.all([
    import('./app.ts'),
    import('./db/seed.ts'),
    import('./lib/admin-bootstrap.ts'),
    import('./lib/secret.ts'),
    import('./lib/sweeper.ts'),
    import('./lib/usernames.ts'),
  ]);
  return { buildApp, seedIfEmpty, ensureAdmin, loadOrCreateSecret, startSweeper, backfillUsernameSkeletons };
}

async function main() {
  const env = loadEnv();
  const shutdown = installShutdown();

  // Port first: a second instance on this port must stop before it opens the database.
  const portHold = await holdPort({ port: env.PORT, host: env.HOST });
  shutdown.add(() => portHold.release());

  await mkdir(env.DATA_DIR, { recursive: true });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'db') });
  shutdown.add(() => database.close());
  const { buildApp, seedIfEmpty, ensureAdmin, loadOrCreateSecret, startSweeper, backfillUsernameSkeletons } = await loadApplication();
  await shutdown.checkpoint();
  await database.migrate();
  const secret = await loadOrCreateSecret(env.DATA_DIR, env.SESSION_SECRET);
  const app = await buildApp({ env, database, secret, authRateLimit: env.AUTH_RATE_LIMIT_PER_MINUTE });
  shutdown.add(async () => {
    // Fastify lets in-flight requests finish. A connection whose request finishes during the
    // close turns idle only then, after Node's one sweep of idle connections; sweep again so
    // it cannot hold the close open until the client hangs up.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  });
  await shutdown.checkpoint();
  // Look-alike skeletons of usernames from before the column existed.
  const skeletons = await backfillUsernameSkeletons(database.db);
  if (skeletons.clashes.length) app.log.warn({ usernames: skeletons.clashes }, 'usernames that pass for another member’s keep no skeleton; ask them to rename');

  const seedWanted = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && database.kind === 'pglite');
  let seededNow = false;
  if (seedWanted) {
    const seeded = await seedIfEmpty(app, { progress: (message) => app.log.info(message) });
    if (seeded) app.log.info(seeded, 'demo data seeded');
    seededNow = seeded !== null;
  }
  // Instances starting together on one PostgreSQL server create the admin once.
  // The help centre's FAQ, also for a database seeded before it existed (only into an empty table);
  // seeded entries still in their original wording get their English texts.
  const { backfillHelpFaqEnglish, seedHelpFaqs } = await import('./db/seed-help.ts');
  await database.withLock(ADVISORY_LOCKS.admin, async () => {
    await seedHelpFaqs(database.db);
    await backfillHelpFaqEnglish(database.db);
  });
  const admin = await database.withLock(ADVISORY_LOCKS.admin, () =>
    ensureAdmin(database.db, app.deps.auth, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  );
  // The demo moderator's login (MODERATOR_PASSWORD, or a random one when the demo was just seeded).
  const { ensureModeratorLogin } = await import('./db/seed-moderation.ts');
  const { configuredPasswordWarning } = await import('./lib/password-policy.ts');
  const moderator = await ensureModeratorLogin(database.db, { password: env.MODERATOR_PASSWORD, seededNow });
  await shutdown.checkpoint();
  const stopSweeper = startSweeper(app);
  shutdown.add(stopSweeper);

  await app.ready();
  await portHold.release();
  await app.listen({ port: portHold.port, host: env.HOST });
  shutdown.ready();
  const lines = [
    '',
    `  Garaj is running: ${app.deps.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${path.join(env.DATA_DIR, 'db')})` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Admin login: ${admin.email}`,
    admin.password
      ? `  Admin password (shown only now, save it): ${admin.password}`
      : `  Admin password: ${env.ADMIN_PASSWORD ? 'from ADMIN_PASSWORD' : 'printed on first start (set ADMIN_PASSWORD to choose one)'}`,
    ...(moderator
      ? [
          `  Moderator login: ${moderator.email}`,
          moderator.password
            ? `  Moderator password (shown only now, save it): ${moderator.password}`
            : `  Moderator password: ${env.MODERATOR_PASSWORD ? 'from MODERATOR_PASSWORD' : 'printed when the demo was seeded (set MODERATOR_PASSWORD to choose one)'}`,
        ]
      : []),
    `  E-mail: ${app.deps.mailer.kind === 'smtp' ? 'SMTP' : `outbox (${path.join(env.DATA_DIR, 'outbox')})`}`,
    // A weak configured password is used (the operator chose it) but never silently.
    ...[configuredPasswordWarning('ADMIN_PASSWORD', env.ADMIN_PASSWORD, { email: admin.email }), moderator ? configuredPasswordWarning('MODERATOR_PASSWORD', env.MODERATOR_PASSWORD, { email: moderator.email }) : null].filter(
      (line): line is string => line !== null,
    ),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  // Another instance owns the port or the data: say so plainly, without a stack trace.
  if (error instanceof PortInUseError || error instanceof DataDirLockedError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
