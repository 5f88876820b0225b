// Fails early, with the fix, when Debian's Chromium is missing (Playwright must not download browsers here).
import { CHROMIUM_CANDIDATES, chromiumPath } from './chromium-path.ts';

if (!chromiumPath()) {
  console.error(`
Chromium was not found at ${process.env.CHROMIUM_PATH?.trim() || CHROMIUM_CANDIDATES.join(' or ')}; the end-to-end tests drive Debian's Chromium.
Install it with:

    sudo apt-get update && sudo apt-get install -y chromium-headless-shell

(or chromium, or set CHROMIUM_PATH to another Chromium/Chrome binary). Do not run "npx playwright install".
`);
  process.exit(1);
}
