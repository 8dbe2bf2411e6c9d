// A member's KYC request as the account centre's page takes it: name, document, and two images
// uploaded as they are picked (journeys that need a verified member have the operator approve it).
import type { Page } from 'playwright-core';
import { crc32, deflateSync } from 'node:zlib';

/** A valid 1×1 RGB PNG: signature, IHDR, IDAT, IEND, each chunk with its CRC. */
export const onePixelPng = (r: number, g: number, b: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, r, g, b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Fills and sends the KYC form on /account/center/kyc; the page then shows the request under review. */
export const sendKycRequest = async (page: Page) => {
  await page.goto('/account/center/kyc');
  await page.getByLabel('Real name').fill('Ada Lovelace');
  await page.getByLabel('Document type').selectOption({ label: 'Passport' });
  // A number of its own: the server refuses a document another member already used, and every
  // journey of the run shares one server.
  await page.getByLabel('Document number').fill(`P${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 90 + 10)}`);
  // A 1×1 PNG of a different colour for each side (the server refuses the same image twice).
  await page.getByTestId('kyc-file-Front of the document').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: onePixelPng(200, 40, 40) });
  await page.getByTestId('kyc-file-Back of the document').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: onePixelPng(40, 40, 200) });
  // Each image uploads as soon as it is picked; a member submits once both previews show.
  await page.getByRole('button', { name: 'Replace image: Front of the document' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Replace image: Back of the document' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Submit for verification' }).click();
};
