// Fails early, with the fix, when Debian's Chromium is missing (Playwright must not download browsers here).
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`
Chromium was not found at ${path}; the end-to-end tests drive Debian's Chromium.
Install it with:

    sudo apt-get update && sudo apt-get install -y chromium

(or set CHROMIUM_PATH to another Chromium/Chrome binary). Do not run "npx playwright install".
`);
  process.exit(1);
}
