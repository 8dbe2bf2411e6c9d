import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the text files worth it, and nothing else', () => {
    mkdirSync(join(dist, 'assets'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i}`))};`;
    writeFileSync(join(dist, 'assets/app-AbC123.js'), script);
    writeFileSync(join(dist, 'assets/tiny-XyZ789.css'), 'a{color:red}');
    writeFileSync(join(dist, 'assets/logo-Q1w2e3.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);

    expect(precompressDir(dist)).toEqual([join(dist, 'assets/app-AbC123.js')]);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets/app-AbC123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets/app-AbC123.js.gz'))).toString()).toBe(script);
    for (const left of ['assets/tiny-XyZ789.css', 'assets/logo-Q1w2e3.png', 'index.html']) {
      expect(existsSync(join(dist, `${left}.br`)), left).toBe(false);
      expect(existsSync(join(dist, `${left}.gz`)), left).toBe(false);
    }
  });
});
