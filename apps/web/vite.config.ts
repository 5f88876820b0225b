/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = 'http://localhost:3000';

/**
 * React, React DOM and React Router change rarely and every page needs them: one long-lived
 * chunk (better caching between deploys). Nothing else is forced into a vendor chunk: a
 * manual chunk also swallows the parts of a library that only lazy pages use (e.g. zod,
 * react-hook-form, useMutation), which would put them on the first load. Rollup splits the
 * rest per lazy route, so a page downloads only what it uses.
 */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  'vendor-react': /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
};

/**
 * React Router publishes its production build (`dist/production`, without the development
 * warnings and their messages) but its package exports point every bundler at
 * `dist/development`. Both builds resolve to this one file: one router instance for the app and
 * its libraries, ≈ 0.6 KB less gzip in the entry of every page.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * In production the server fills `<!--app-meta-->` in index.html with the page's title,
 * description and Open Graph tags (apps/server/src/web.ts). The dev server has no such step,
 * so it gets the site defaults here.
 */
function devDefaultMeta(): Plugin {
  const tags = [
    '<title>Garaj — Otomobil ve motosiklet tutkunlarının topluluğu</title>',
    '<meta name="description" content="Sanal garajını oluştur, aracının fotoğraflarını ve modifikasyonlarını paylaş, diğer tutkunlarla tanış." />',
  ].join('\n    ');
  return {
    name: 'garaj:dev-default-meta',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('<!--app-meta-->', tags),
  };
}

/**
 * The app's scripts start after the first paint (public/boot.js). Every public page arrives
 * server-rendered: what the visitor needs first is the HTML, the CSS, the font and the page's main
 * image; the scripts only make the page interactive, so they must not take bandwidth or main
 * thread from those. In the built index.html the entry `<script type="module">` becomes
 * `<script src="/boot.js" data-entry="…" data-preload="…" defer>` (data-preload: the chunks the
 * entry imports — the React chunk — fetched alongside it); the server adds the page's route
 * chunks (entry-server.tsx, `<meta name="garaj-preload">`).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'garaj:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk }) {
        const preload = (chunk?.imports ?? []).map((file) => `/${file}`).join(' ');
        return html.replace(
          /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/,
          (_tag, src: string) => `<script src="/boot.js" data-entry="${src}" data-preload="${preload}" defer></script>`,
        );
      },
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json` next to Vite's manifest: for each JavaScript chunk, the source
 * modules of the app it contains (paths relative to apps/web, e.g. `src/app/routes/home.tsx`).
 * The manifest alone cannot always say which chunk holds a route: when Rollup merges modules
 * shared with a lazy section into a route's chunk, the chunk is listed under a generated name.
 * Read by apps/server/bench/initial-js.ts.
 */
function chunkModules(): Plugin {
  return {
    name: 'garaj:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const root = this.environment.config.root;
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        modules[chunk.fileName] = chunk.moduleIds
          .filter((id) => id.startsWith(`${root}/src/`))
          .map((id) => id.slice(root.length + 1));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

/**
 * The translations of the browser build (src/locales/<language>/<namespace>.json), served as files
 * `dist/assets/locales/<version>/<language>/<namespace>.json` that src/lib/i18n.ts fetches on demand.
 * One version for all of them (a hash of every file): the first download then needs no map of one
 * chunk per file — that map grew the entry by ≈ 22 bytes gzip per namespace (≈ 1 KB at 45) — and the
 * server caches them forever like the hashed chunks (they sit under /assets/).
 */
function localeFiles(): { base: string; plugin: Plugin } {
  const dir = fileURLToPath(new URL('./src/locales', import.meta.url));
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(path.join(dir, language.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${language.name}/${name}`),
    )
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(path.join(dir, file))).update('\0');
  const base = `/assets/locales/${hash.digest('hex').slice(0, 12)}/`;
  return {
    base,
    plugin: {
      name: 'garaj:locale-files',
      apply: 'build',
      generateBundle() {
        if (this.environment.config.consumer !== 'client') return;
        for (const file of files) {
          const source = JSON.stringify(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
          this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${file}`, source });
        }
      },
    },
  };
}
/**
 * The route table (packages/shared/src/api/) gives each endpoint its method, path, zod input
 * schemas and answer type. The browser needs only the method and the path — the schemas serve
 * the server and the types the compiler — so in the client build every `defineRoute({ … })` of
 * an area file keeps those two properties. The schemas, and zod with them, then stay out of the
 * pages that have no form (the table's imports of them are left unused and tree-shaken).
 */
function routeTableAddresses(): Plugin {
  const areaFile = /[\\/]packages[\\/]shared[\\/]src[\\/]api[\\/](?!define\.|index\.)[\w-]+\.ts$/;
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  return {
    name: 'garaj:route-table-addresses',
    apply: 'build',
    enforce: 'post',
    transform(code, id, options) {
      if (options?.ssr || !areaFile.test(id)) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: Node) => {
        const [arg] = (node.arguments as Node[] | undefined) ?? [];
        const callee = node.callee as Node | undefined;
        if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineRoute' && arg?.type === 'ObjectExpression') {
          const kept = (arg.properties as Node[]).filter((p) => p.type === 'Property' && ['method', 'path'].includes(String((p.key as Node).name)));
          edits.push({ start: arg.start, end: arg.end, text: `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }` });
          return;
        }
        for (const value of Object.values(node)) {
          for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
        }
      };
      visit(this.parse(code) as unknown as Node);
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}

const locales = localeFiles();

/**
 * The service worker (Workbox through vite-plugin-pwa; registered by
 * src/features/pwa/register-service-worker.ts), `dist/sw.js`:
 * - keeps the shell — the entry and vendor scripts, the stylesheet, the Latin font, boot.js,
 *   favicon and icons — precached at install, and every other hashed asset cached on first use;
 * - shows `/offline.html` (the server's offline page, precached with this build's revision) when
 *   a page cannot be fetched; pages themselves always come from the network, never a cache;
 * - never touches the API, media or any other request: private answers are never kept;
 * - shows Web Push notifications and opens their page on a click (public/push-sw.js, imported).
 * No manifest from the plugin: the server serves one per language (modules/seo/web-manifest.ts).
 */
function serviceWorker(): Plugin[] {
  const BUILD_ID = Date.now().toString(36);
  // The push handlers (public/push-sw.js, decision 021), under an address that changes with
  // their content, so a new worker never takes an older copy from the HTTP cache.
  const pushHandlers = `/push-sw.js?v=${createHash('sha256').update(readFileSync(fileURLToPath(new URL('./public/push-sw.js', import.meta.url)))).digest('hex').slice(0, 12)}`;
  return VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['assets/*.{js,css,woff2}', 'boot.js', 'offline.js', 'favicon.svg', 'icons/*.png'],
      // Of the hashed assets only what index.html loads on every page (the shell): other chunks
      // are cached as pages use them, instead of every visitor downloading the whole site.
      manifestTransforms: [
        (entries) => {
          const html = readFileSync(fileURLToPath(new URL('./dist/index.html', import.meta.url)), 'utf8');
          const shell = new Set([...html.matchAll(/\/(assets\/[^"' ]+)/g)].map((match) => match[1]));
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)) };
        },
      ],
      // Fetched again by every new build's worker: the page names the build's stylesheet.
      additionalManifestEntries: [{ url: '/offline.html', revision: BUILD_ID }],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      importScripts: [pushHandlers],
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'garaj-assets', expiration: { maxEntries: 300, purgeOnQuotaError: true } },
        },
      ],
    },
  });
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    devDefaultMeta(),
    routeTableAddresses(),
    chunkModules(),
    scriptsAfterFirstPaint(),
    locales.plugin,
    ...(isSsrBuild ? [] : serviceWorker()),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Builds only: the tests and `vite dev` keep React Router's warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
  },
  // `vite build --ssr src/entry-server.tsx` (npm run build): the server renderer, loaded by
  // apps/server/src/web.ts. Everything is bundled, with React's production builds chosen at build
  // time: the server process may run without NODE_ENV=production, and React's development
  // build renders about five times slower (and one React instance must serve every library).
  ssr: { noExternal: true },
  define: {
    // Where the browser build fetches translations (see localeFiles; src/lib/i18n.ts).
    __LOCALES_BASE__: JSON.stringify(locales.base),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { output: { inlineDynamicImports: true } },
      }
    : {
        outDir: 'dist',
        // dist/.vite/manifest.json: the module graph `npm run bench` walks to size the initial JS of `/`.
        manifest: true,
        emptyOutDir: true,
        sourcemap: false,
        // terser: ≈ 2.5 % smaller gzip than esbuild's minifier on this app (≈ 4 KB of the initial
        // JS of `/`), for ≈ 20 s more build time. `module` + `ecma: 2020`: the output is ES modules
        // for browsers that run them (top-level names mangled, newer syntax kept): ≈ 20 bytes more.
        minify: 'terser',
        terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
        // No preload helper around dynamic imports: it inserted one <link rel="modulepreload"> per
        // dependency of a lazy chunk, ≈ 10 ms of main thread each on a mid-range phone (≈ 200 ms
        // while `/` hydrates), and its code and dependency lists were ≈ 1.5 KB of the entry.
        // Instead every chunk imports all its dependencies directly (Rollup's hoisted transitive
        // imports), so the browser fetches them in parallel as soon as the chunk arrives; the
        // server hints the current page's chunks in the HTML (entry-server.tsx).
        modulePreload: false,
        rollupOptions: {
          output: {
            manualChunks(id) {
              for (const [name, pattern] of Object.entries(VENDOR_CHUNKS)) {
                if (pattern.test(id)) return name;
              }
              return undefined;
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    // At least two files at a time: vitest's default (cores − 1) is one worker on CI's 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Limits, not timings: a form test typing a dozen fields takes 2–3 s alone and over 20 s
    // on two cores shared with the e2e suite (CI); what a test checks never depends on how fast
    // it ran.
    testTimeout: 90_000,
    // The same for hooks: a file's `beforeAll` that imports the rich-text editor once waited
    // over 10 s (vitest's default) there.
    hookTimeout: 90_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // jsdom reports this origin; the auth client derives its base URL from it.
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
  },
}));
