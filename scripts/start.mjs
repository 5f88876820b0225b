/**
 * `npm start`: checks the port and the data directory, builds the web app, then runs the
 * server in this very process.
 *
 * npm runs a script through `sh -c`, and dash does not hand its process over to the command:
 * SIGTERM to `npm start` killed that shell and left the server running, orphaned. So the script
 * is `exec node scripts/start.mjs` (sh becomes this process) and the server is imported here
 * instead of spawned: npm's forwarded SIGTERM/SIGINT reach the server's own handlers
 * (apps/server/src/lib/shutdown.ts), which close it gracefully. During the build the signal is
 * passed on to the build's whole process group and this process exits with it.
 */
import { spawn } from 'node:child_process';
import { register } from 'tsx/esm/api';

register();
const serverSrc = new URL('../apps/server/src/', import.meta.url);

try {
  const { preflight } = await import(new URL('preflight.ts', serverSrc).href);
  await preflight();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

/**
 * Runs a command with inherited stdio in its own process group and passes SIGINT/SIGTERM to the
 * whole group (the build is npm → sh → npm → sh → vite; a signal to its top alone would stop
 * only the first shell and leave vite running). Resolves the exit code.
 */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', detached: true });
    const forward = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // the group is gone already
      }
    };
    const signals = ['SIGINT', 'SIGTERM'];
    for (const signal of signals) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const s of signals) process.removeListener(s, forward);
      resolve(signal ? 128 + ({ SIGINT: 2, SIGTERM: 15 }[signal] ?? 1) : (code ?? 1));
    });
  });
}

const built = await run('npm', ['run', 'build']);
if (built !== 0) process.exit(built);
await import(new URL('server.ts', serverSrc).href);
