/**
 * What every module and service receives as `app.deps`: the database, auth, storage, mail, the
 * realtime hub and the job queue. Its own file (types only) so services can name it without
 * importing app.ts, which imports every module.
 */
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { Auth } from './lib/auth.ts';
import type { Jobs } from './lib/jobs.ts';
import type { Mailer } from './lib/mail.ts';
import type { RealtimeHub } from './lib/realtime.ts';
import type { Storage } from './lib/storage.ts';

export interface AppDeps {
  env: Env;
  database: Database;
  db: Database['db'];
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  /** Realtime events (lib/realtime.ts): publish after commit, the SSE route subscribes. */
  realtime: RealtimeHub;
  /** Scheduled jobs (lib/jobs.ts): modules `define` theirs when registered; started once ready. */
  jobs: Jobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

