/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The built web is served by the server on the same port as the API and the live channel;
// in `vite dev` the same paths are proxied to a server on :8080.
const server = process.env.EXCHANGE_SERVER ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Everything the entry imports statically loads on every page anyway: one chunk for all of it.
    // Left to itself, the bundler splits it by which lazy pages share each module, and the extra
    // chunks cost the home route's budget several KB gzip in glue and lost compression.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
