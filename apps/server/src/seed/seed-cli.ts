/**
 * `npm run db:seed` — fills the database with demo data.
 *
 * Opens the database like server.ts (PGlite in DATA_DIR/db, or DATABASE_URL), applies
 * migrations, builds the app without listening and seeds when the users table is empty.
 * When there is data already it says so and exits 0; with `--force` it adds another batch
 * (usernames and e-mails get a number appended where taken). The admin account is created by
 * the server on start, not here.
 *
 * With the embedded database, stop the server first: one PGlite data directory can be open in
 * one process only.
 */
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { loadOrCreateSecret } from '../lib/secret.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo, seedIfEmpty, type SeedSummary } from './seed.ts';

const USAGE = `Usage: npm run db:seed [-- --force]

Seeds demo members, garages, photos, modifications, comments, likes and favorites, blog
posts, forum topics and answers into an empty database. --force adds another batch even
when the database has data.`;

function describe(summary: SeedSummary): string {
  return [
    `  members        ${summary.members} (${summary.avatars} with an avatar)`,
    `  garages        ${summary.garages}`,
    `  photos         ${summary.photos}`,
    `  modifications  ${summary.modifications}`,
    `  comments       ${summary.comments}`,
    `  likes          ${summary.likes}`,
    `  favorites      ${summary.favorites}`,
    `  blog posts     ${summary.content.posts} published, ${summary.content.drafts} drafts (${summary.content.postLikes} likes, ${summary.content.postComments} comments, ${summary.content.postFavorites} favorites)`,
    `  forum          ${summary.content.forumCategories} categories, ${summary.content.topics} topics, ${summary.content.replies} replies, ${summary.content.votes} votes, ${summary.content.acceptedAnswers} accepted answers`,
    `  searches       ${summary.content.searches}`,
    `  moderator      ${summary.content.moderator}; experts ${summary.content.experts.join(', ')} (demo members cannot sign in)`,
    `  follows        ${summary.community.follows}; ${summary.community.premium} premium members`,
    `  activities     ${summary.community.activities} (a year of them, dated to what they record)`,
    `  events         ${summary.community.events} (${summary.community.upcomingEvents} upcoming), ${summary.community.eventParticipants} participants`,
    `  competitions   ${summary.community.competitions}: ${summary.community.entries} entries, ${summary.community.votes} votes, ${summary.community.winners} winners`,
    `  badges         ${summary.community.badges} earned`,
    `  time           ${(summary.durationMs / 1000).toFixed(1)} s`,
  ].join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((a) => a !== '--force');
  if (unknown.length) {
    console.error(`Unknown argument: ${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const force = args.includes('--force');

  const env = loadEnv();
  const dbDir = path.join(env.DATA_DIR, 'db');
  console.log(`Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded (${dbDir}) — stop the server while seeding`}`);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : dbDir });
  try {
    await database.migrate();
    const secret = await loadOrCreateSecret(env.DATA_DIR, env.SESSION_SECRET);
    const app = await buildApp({ env, database, secret, logger: { level: 'warn' } });
    try {
      const progress = (message: string) => console.log(`  … ${message}`);
      const summary = force ? await seedDemo(app, { seed: Date.now(), progress }) : await seedIfEmpty(app, { progress });
      if (!summary) {
        console.log('The database already has data; nothing was seeded. Use `npm run db:seed -- --force` to add another batch of demo data.');
        return 0;
      }
      console.log(`Demo data seeded:\n${describe(summary)}`);
      console.log('Demo members have random passwords and cannot sign in; the admin account is created when the server starts.');
      return 0;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
