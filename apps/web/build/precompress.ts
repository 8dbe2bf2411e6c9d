// Brotli and gzip copies of the built web's text files, made once at `npm run build`: the server
// sends x.js.br or x.js.gz in place of x.js to a browser that accepts it (@fastify/static's
// preCompressed, apps/server/src/http/webApp.ts), at the best ratio and without compressing on
// every request. A cold visit's JavaScript went out uncompressed (542 KB) before.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/** Below this, headers and the decoder cost more than the bytes saved (the server's threshold too). */
const MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));

/**
 * Writes `file.br` and `file.gz` beside every text file of `dir` of MIN_BYTES or more, each only
 * when it is smaller than the file; answers the files compressed. index.html is left alone: the
 * server answers it with its runtime config written in (http/webApp.ts), never as built.
 */
export const precompressDir = (dir: string): string[] => {
  const done: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    const text = readFileSync(file);
    const br = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
    const gz = gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < text.length) writeFileSync(`${file}.br`, br);
    if (gz.length < text.length) writeFileSync(`${file}.gz`, gz);
    done.push(file);
  }
  return done;
};

/** The Vite plugin: compresses the output folder once everything, public files too, is written. */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      precompressDir(outDir);
    },
  };
};
