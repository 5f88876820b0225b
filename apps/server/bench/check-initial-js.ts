/**
 * `npm run check:initial-js` (run by `npm test` right after the build): fails (exit 1) when the
 * initial JavaScript of `/` (bench/initial-js.ts) is above INITIAL_JS_BUDGET_KB gzip, when a
 * route's own JavaScript (`routeJs`) is above its budget in bench/route-budgets.ts, when a route
 * has no budget there, or when the web app is not built. Prints the figures.
 * Settings (environment): WEB_DIST (default apps/web/dist).
 */
import path from 'node:path';
import { repoRoot } from '../src/env.ts';
import { INITIAL_JS_BUDGET_KB, INITIAL_JS_LIMIT_KB, initialJs, routeJs } from './initial-js.ts';
import { ROUTE_JS_BUDGETS_KB } from './route-budgets.ts';

const webDist = process.env.WEB_DIST?.trim() || path.join(repoRoot, 'apps/web/dist');
const js = await initialJs(webDist);
const routes = await routeJs(webDist);
if (!js || !routes) {
  console.error(`initial JS: ${path.join(webDist, 'index.html')} or its Vite manifest is missing — run \`npm run build\` first`);
  process.exit(1);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let failed = false;
console.log(`initial JS of / : ${kb(js.total)} gzip in ${js.files.length} files (budget ${INITIAL_JS_BUDGET_KB} KB, goal ${INITIAL_JS_LIMIT_KB} KB)`);
if (js.total > INITIAL_JS_BUDGET_KB * 1024) {
  for (const f of [...js.files].sort((a, b) => b.gzip - a.gzip)) console.error(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  console.error(`initial JS of / is over the budget of ${INITIAL_JS_BUDGET_KB} KB gzip`);
  failed = true;
}

console.log('\nroute JS (gzip, on top of the entry) / budget:');
for (const route of routes) {
  const budget = ROUTE_JS_BUDGETS_KB[route.route];
  const over = !budget || route.total > budget.kb * 1024;
  const verdict = !budget ? 'NO BUDGET (add one to bench/route-budgets.ts)' : over ? 'OVER' : 'ok';
  console.log(`  ${route.route.padEnd(22)} ${kb(route.total).padStart(9)} / ${budget ? `${budget.kb} KB` : '—'}  ${verdict}`);
  if (over) {
    for (const f of [...route.files].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) console.error(`      ${kb(f.gzip).padStart(9)}  ${f.file}`);
    failed = true;
  }
}
for (const name of Object.keys(ROUTE_JS_BUDGETS_KB)) {
  if (!routes.some((route) => route.route === name)) {
    console.error(`  ${name}: budgeted in bench/route-budgets.ts but the build has no such route`);
    failed = true;
  }
}
if (failed) {
  console.error('\nJavaScript budget check failed');
  process.exit(1);
}
