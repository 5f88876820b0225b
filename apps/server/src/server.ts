/**
 * Starts Garaj: reads the environment, opens the database (PGlite in DATA_DIR/db unless
 * DATABASE_URL), applies migrations, seeds demo data into an empty embedded database,
 * ensures an admin, serves on HOST:PORT and prints the URL and the admin login.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { loadEnv } from './env.ts';
import { ensureAdmin } from './lib/admin-bootstrap.ts';
import { loadOrCreateSecret } from './lib/secret.ts';
import { startSweeper } from './lib/sweeper.ts';

async function main() {
  const env = loadEnv();
  await mkdir(env.DATA_DIR, { recursive: true });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'db') });
  await database.migrate();
  const secret = await loadOrCreateSecret(env.DATA_DIR, env.SESSION_SECRET);
  const app = await buildApp({ env, database, secret, authRateLimit: env.AUTH_RATE_LIMIT_PER_MINUTE });

  const seedWanted = env.SEED_DEMO === 'true' || (env.SEED_DEMO === 'auto' && database.kind === 'pglite');
  if (seedWanted) {
    const seeded = await seedIfEmpty(app, { progress: (message) => app.log.info(message) });
    if (seeded) app.log.info(seeded, 'demo data seeded');
  }
  const admin = await ensureAdmin(database.db, app.deps.auth, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  const stopSweeper = startSweeper(app);

  const close = async () => {
    stopSweeper();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: env.PORT, host: env.HOST });
  const lines = [
    '',
    `  Garaj is running: ${app.deps.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${path.join(env.DATA_DIR, 'db')})` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Admin login: ${admin.email}`,
    admin.password
      ? `  Admin password (shown only now, save it): ${admin.password}`
      : `  Admin password: ${env.ADMIN_PASSWORD ? 'from ADMIN_PASSWORD' : 'printed on first start (set ADMIN_PASSWORD to choose one)'}`,
    `  E-mail: ${app.deps.mailer.kind === 'smtp' ? 'SMTP' : `outbox (${path.join(env.DATA_DIR, 'outbox')})`}`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
