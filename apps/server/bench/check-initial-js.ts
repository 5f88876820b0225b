/**
 * `npm run check:initial-js` (run by `npm test` right after the build): fails (exit 1) when the
 * initial JavaScript of `/` (bench/initial-js.ts) is above INITIAL_JS_BUDGET_KB gzip, or when
 * the web app is not built. Prints the figure and the files.
 * Settings (environment): WEB_DIST (default apps/web/dist).
 */
import path from 'node:path';
import { repoRoot } from '../src/env.ts';
import { INITIAL_JS_BUDGET_KB, INITIAL_JS_LIMIT_KB, initialJs } from './initial-js.ts';

const webDist = process.env.WEB_DIST?.trim() || path.join(repoRoot, 'apps/web/dist');
const js = await initialJs(webDist);
if (!js) {
  console.error(`initial JS: ${path.join(webDist, 'index.html')} is missing — run \`npm run build\` first`);
  process.exit(1);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`initial JS of / : ${kb(js.total)} gzip in ${js.files.length} files (budget ${INITIAL_JS_BUDGET_KB} KB, issue 6 goal ${INITIAL_JS_LIMIT_KB} KB)`);
if (js.total > INITIAL_JS_BUDGET_KB * 1024) {
  for (const f of [...js.files].sort((a, b) => b.gzip - a.gzip)) console.error(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  console.error(`initial JS of / is over the budget of ${INITIAL_JS_BUDGET_KB} KB gzip`);
  process.exit(1);
}
