// The image check walks each format to its end: real images pass, and a file that only starts
// like an image (HTML behind a PNG header, a broken CRC, bytes after the end, a cut-off file) does not.
import { describe, expect, it } from 'vitest';
import { imageFormat } from './imageFormat.ts';
import { GIF, JPEG, WEBP_LOSSLESS, WEBP_LOSSY, png, pngChunk } from './testImages.ts';

const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const cut = (b: Buffer, n: number) => b.subarray(0, b.length - n);

describe('imageFormat', () => {
  it('takes whole images of the four kinds', () => {
    expect(imageFormat(png())).toEqual({ ext: 'png', contentType: 'image/png' });
    expect(imageFormat(JPEG)).toEqual({ ext: 'jpg', contentType: 'image/jpeg' });
    expect(imageFormat(GIF)).toEqual({ ext: 'gif', contentType: 'image/gif' });
    expect(imageFormat(WEBP_LOSSY)).toEqual({ ext: 'webp', contentType: 'image/webp' });
    expect(imageFormat(WEBP_LOSSLESS)).toEqual({ ext: 'webp', contentType: 'image/webp' });
  });

  it('refuses a PNG header with HTML behind it, and HTML after a whole PNG', () => {
    expect(imageFormat(Buffer.concat([png().subarray(0, 8), HTML]))).toBeNull();
    expect(imageFormat(Buffer.concat([png().subarray(0, 33), HTML]))).toBeNull();
    expect(imageFormat(Buffer.concat([png(), HTML]))).toBeNull();
  });

  it('refuses a PNG whose chunk CRC is wrong, that is cut short, or that lacks IHDR first or image data', () => {
    const bad = Buffer.from(png());
    bad[bad.length - 20]! ^= 0xff; // inside IDAT's data
    expect(imageFormat(bad)).toBeNull();
    expect(imageFormat(cut(png(), 1))).toBeNull();
    expect(imageFormat(cut(png(), 12))).toBeNull();
    const signature = png().subarray(0, 8);
    expect(imageFormat(Buffer.concat([signature, pngChunk('IEND', Buffer.alloc(0))]))).toBeNull();
    expect(imageFormat(Buffer.concat([signature, pngChunk('IHDR', png().subarray(16, 29)), pngChunk('IEND', Buffer.alloc(0))]))).toBeNull();
  });

  it('refuses a JPEG with bytes after EOI, without EOI, with a segment longer than the file, or scanned before its frame', () => {
    expect(imageFormat(Buffer.concat([JPEG, HTML]))).toBeNull();
    expect(imageFormat(cut(JPEG, 2))).toBeNull();
    expect(imageFormat(Buffer.concat([JPEG.subarray(0, 2), HTML]))).toBeNull();
    expect(imageFormat(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x7f, 0xff]), HTML, Buffer.from([0xff, 0xd9])]))).toBeNull();
    expect(imageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x12, 0x34, 0xff, 0xd9]))).toBeNull();
  });

  it('refuses a GIF without its trailer or with bytes after it', () => {
    expect(imageFormat(cut(GIF, 1))).toBeNull();
    expect(imageFormat(Buffer.concat([GIF, HTML]))).toBeNull();
    expect(imageFormat(Buffer.concat([GIF.subarray(0, 13), HTML]))).toBeNull();
  });

  it('refuses a WebP whose RIFF size does not match the file or whose chunks overrun it', () => {
    expect(imageFormat(Buffer.concat([WEBP_LOSSY, HTML]))).toBeNull();
    const grown = Buffer.concat([WEBP_LOSSY, Buffer.from('<p>hi</p>\u0000\u0000\u0000\u0000\u0000\u0000\u0000')]);
    grown.writeUInt32LE(grown.length - 8, 4); // the size now covers the tail, but no chunk does
    expect(imageFormat(grown)).toBeNull();
    expect(imageFormat(cut(WEBP_LOSSLESS, 2))).toBeNull();
    expect(imageFormat(Buffer.concat([Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBP', 'latin1'), Buffer.from('HTML')]))).toBeNull();
  });

  it('refuses files that are no image at all', () => {
    expect(imageFormat(HTML)).toBeNull();
    expect(imageFormat(Buffer.alloc(0))).toBeNull();
    expect(imageFormat(Buffer.from('GIF89a'))).toBeNull();
  });
});
