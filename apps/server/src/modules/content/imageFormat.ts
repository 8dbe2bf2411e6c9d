// Which image a file is, decided by walking its whole structure, not by its first bytes: a file
// that starts like a PNG and carries HTML or a script after it (a polyglot, which a browser that
// sniffs could run as a page) is refused. Each format is read to its end marker, every length is
// checked against the file, PNG chunks against their CRCs, and nothing may follow the end: PNG up
// to IEND, JPEG from SOI through its segments and entropy-coded scans to EOI, GIF's blocks to its
// trailer, WebP's chunks to exactly the size its RIFF header gives. Pixels are not decoded.
import { crc32 } from 'node:zlib';

export interface ImageFormat {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const isPng = (b: Buffer): boolean => {
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let chunks = 0;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const dataEnd = at + 8 + length;
    if (length > 0x7fffffff || dataEnd + 4 > b.length) return false;
    const type = b.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return false;
    if (chunks === 0 && (type !== 'IHDR' || length !== 13)) return false;
    if (crc32(b.subarray(at + 4, dataEnd)) !== b.readUInt32BE(dataEnd)) return false;
    if (type === 'IDAT') sawData = true;
    at = dataEnd + 4;
    chunks++;
    if (type === 'IEND') return length === 0 && sawData && at === b.length;
  }
  return false;
};

/** Markers without a length: TEM and the restart markers RST0-7. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers (C0-CF except DHT C4, JPG C8 and DAC CC). */
const frame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Where the entropy-coded data that starts at `at` ends: the next marker that is not a stuffed 00 or a restart. */
const scanEnd = (b: Buffer, from: number): number => {
  let at = from;
  for (;;) {
    const ff = b.indexOf(0xff, at);
    if (ff < 0 || ff + 1 >= b.length) return -1;
    const next = b[ff + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = ff + 2;
    else if (next === 0xff) at = ff + 1;
    else return ff;
  }
};

const isJpeg = (b: Buffer): boolean => {
  if (b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  let sawFrame = false;
  let sawScan = false;
  while (at < b.length) {
    if (b[at] !== 0xff) return false;
    let m = at + 1;
    while (m < b.length && b[m] === 0xff) m++; // fill bytes before a marker
    if (m >= b.length) return false;
    const marker = b[m]!;
    at = m + 1;
    if (marker === 0xd9) return sawScan && at === b.length;
    if (marker === 0x00 || marker === 0xd8) return false;
    if (standalone(marker)) continue;
    if (at + 2 > b.length) return false;
    const length = b.readUInt16BE(at);
    if (length < 2 || at + length > b.length) return false;
    at += length;
    if (frame(marker)) sawFrame = true;
    if (marker === 0xda) {
      if (!sawFrame) return false;
      sawScan = true;
      at = scanEnd(b, at);
      if (at < 0) return false;
    }
  }
  return false;
};

const isGif = (b: Buffer): boolean => {
  const signature = b.toString('latin1', 0, 6);
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || b.length < 13) return false;
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * (2 << (flags & 0x07)) : 0);
  let at = 13 + colourTable(b[10]!);
  /** Skips a chain of data sub-blocks up to its zero-length terminator; false if the file ends first. */
  const subBlocks = (): boolean => {
    for (;;) {
      if (at >= b.length) return false;
      const size = b[at++]!;
      if (size === 0) return true;
      at += size;
    }
  };
  let images = 0;
  while (at < b.length) {
    const introducer = b[at++];
    if (introducer === 0x3b) return images > 0 && at === b.length;
    if (introducer === 0x21) {
      at++; // the extension's label
      if (!subBlocks()) return false;
    } else if (introducer === 0x2c) {
      if (at + 9 > b.length) return false;
      at += 9 + colourTable(b[at + 8]!) + 1; // descriptor, local colour table, LZW minimum code size
      if (!subBlocks()) return false;
      images++;
    } else return false;
  }
  return false;
};

const WEBP_FIRST = new Set(['VP8 ', 'VP8L', 'VP8X']);

const isWebp = (b: Buffer): boolean => {
  if (b.length < 20 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return false;
  if (b.readUInt32LE(4) + 8 !== b.length) return false;
  let at = 12;
  let first = true;
  while (at < b.length) {
    if (at + 8 > b.length) return false;
    const type = b.toString('latin1', at, at + 4);
    if (first && !WEBP_FIRST.has(type)) return false;
    const size = b.readUInt32LE(at + 4);
    at += 8 + size + (size & 1); // chunks are padded to an even size
    if (at > b.length) return false;
    first = false;
  }
  return !first;
};

const FORMATS: Array<ImageFormat & { test: (b: Buffer) => boolean }> = [
  { ext: 'png', contentType: 'image/png', test: isPng },
  { ext: 'jpg', contentType: 'image/jpeg', test: isJpeg },
  { ext: 'gif', contentType: 'image/gif', test: isGif },
  { ext: 'webp', contentType: 'image/webp', test: isWebp },
];

/** The file's format when it is one whole, well-formed image of a kind we take, else null. */
export const imageFormat = (bytes: Buffer): ImageFormat | null => {
  const found = FORMATS.find((f) => f.test(bytes));
  return found ? { ext: found.ext, contentType: found.contentType } : null;
};

/** The content type an upload's name stands for (names are "<uuid>.<ext>"), null for any other name. */
export const contentTypeOf = (name: string): string | null => FORMATS.find((f) => name.endsWith(`.${f.ext}`))?.contentType ?? null;
