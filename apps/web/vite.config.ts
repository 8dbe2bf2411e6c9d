/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { englishPart, type Texts } from './src/i18n/englishParts.ts';
import { precompress } from './build/precompress.ts';

const ENGLISH = fileURLToPath(new URL('../../packages/contract/translations/en.json', import.meta.url));
const ENGLISH_PARTS: Record<string, 'core' | 'rest'> = { 'virtual:english/core': 'core', 'virtual:english/rest': 'rest' };

/**
 * `virtual:english/core` and `virtual:english/rest`: en.json cut in two (src/i18n/englishParts.ts).
 * Under Vitest the core is all of it: unit tests render pages without the route that loads the rest.
 */
const englishParts = (): Plugin => {
  let everything = false;
  return {
    name: 'english-parts',
    configResolved: (config) => {
      everything = config.mode === 'test';
    },
    resolveId: (id) => (id in ENGLISH_PARTS ? `\0${id}` : undefined),
    load(id) {
      const part = ENGLISH_PARTS[id.slice(1)];
      if (!id.startsWith('\0') || !part) return undefined;
      this.addWatchFile(ENGLISH);
      const texts = JSON.parse(readFileSync(ENGLISH, 'utf8')) as Texts;
      const chosen = everything && part === 'core' ? texts : englishPart(texts, part);
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(chosen))});`;
    },
  };
};

/**
 * Chunks by what loads together. Everything the entry imports statically loads on every page anyway:
 * one chunk for all of it. Left to itself, the bundler splits the rest by which lazy pages share each
 * module, and the home route's live markets came as a dozen chunks of a few hundred bytes, which
 * cost its budget in glue and lost compression: the decimal display (big.js, the contract's number
 * formatting and pair names, used by every page with a number) and the live market kit (stores,
 * market calls, pair and price cells, used by home, markets, search and the exchange) are one chunk
 * each (home route 149.3 -> 147.2 KB gz).
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  { name: 'decimals', test: /node_modules[\\/]big\.js[\\/]|contract[\\/]src[\\/]format-(decimal|number|assets|pair)\./, priority: 2 },
  {
    name: 'marketKit',
    test: /src[\\/](realtime[\\/](liveStore|marketStore|frame|useTopic)|api[\\/]market|features[\\/]markets[\\/](PairName|PriceText|ChangeText|figures|tradePath|useOpenTrade|useMarkets|marketTable)\.|lib[\\/]displayPrice|session[\\/]useDisplayPrice)/,
    priority: 1,
  },
];

// The built web is served by the server on the same port as the API and the live channel;
// in `vite dev` the same paths are proxied to a server on :8080.
const server = process.env.EXCHANGE_SERVER ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), englishParts(), precompress()],
  build: {
    outDir: 'dist',
    // No source maps in the build: the server would hand them out with the web's source.
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: {
    proxy: {
      '/api': server,
      '/content': server,
      '/uploads': server,
      '/mqtt': { target: server, ws: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Worker threads start faster than forked processes, and each of the ~170 files starts one
    // (jsdom, the setup file); vitest's default of one worker left a core idle: 168 s -> 95 s.
    pool: 'threads',
    maxWorkers: 2,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
