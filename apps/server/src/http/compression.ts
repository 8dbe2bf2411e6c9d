// Compresses API answers of 1 KB or more (content-store tables, market lists, k-lines, order
// histories) for browsers that accept brotli or gzip; the web's files come compressed from the
// build instead (webApp.ts). Below the threshold the bytes saved do not pay for the work, and the
// answers of the order path are all below it: the place-order route opts out altogether
// (modules/spot/routes.ts), so it does not even pay for the plugin's hooks (about 1-2 µs of CPU
// a request of ~19 on a hello-world route with a browser's Accept-Encoding, measured on a busy
// 2-core machine). Compressed request bodies are not accepted: nothing sends them, and inflating
// them would put a body past the body limit's check.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export const registerCompression = (app: FastifyInstance) =>
  app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'], globalDecompression: false });
