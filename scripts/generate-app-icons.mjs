/**
 * Draws the installable app's icons (apps/web/public/icons/*.png) from the site's favicon
 * (apps/web/public/favicon.svg) with sharp: 192 and 512 px as they are, a 512 px "maskable" one
 * whose mark sits inside the centre 80 % (a launcher may crop everything outside that circle) on
 * the favicon's blue, and a 180 px apple-touch-icon. Run once after the favicon changes:
 * `node scripts/generate-app-icons.mjs`; the PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'));
const BLUE = '#1d4ed8';

/** The favicon drawn at `size` px (SVG rendered at that density, not scaled up from 32 px). */
const draw = (size) => sharp(favicon, { density: (72 * size) / 32 }).resize(size, size).png();

await draw(192).toFile(path.join(publicDir, 'icons/icon-192.png'));
await draw(512).toFile(path.join(publicDir, 'icons/icon-512.png'));
await draw(180).toFile(path.join(publicDir, 'icons/apple-touch-icon.png'));

// Maskable: the mark at 70 % on a full-bleed square of the same blue.
const inner = await draw(Math.round(512 * 0.7)).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BLUE } })
  .composite([{ input: inner, gravity: 'center' }])
  .png()
  .toFile(path.join(publicDir, 'icons/maskable-512.png'));
