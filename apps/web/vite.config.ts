/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

/**
 * Long-lived vendor chunks that change rarely (better caching between deploys).
 * Everything else is split automatically per lazy route, so a page only downloads
 * what it uses (e.g. Select/Tabs/react-hook-form stay out of the first load).
 */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  'vendor-react': /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  'vendor-query': /[\\/]node_modules[\\/]@tanstack[\\/]/,
  'vendor-i18n': /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  'vendor-auth': /[\\/]node_modules[\\/](better-auth|@better-auth|@better-fetch|better-call|nanostores|defu)[\\/]/,
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
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
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // jsdom reports this origin; the auth client derives its base URL from it.
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
  },
});
