// Uploads as an attacker probed them (issue 21, item 4): only a logged-in member may upload, a
// file is served to its owner alone and never as something a browser would run, a submission
// cannot name another member's file, a file that only starts like an image is refused, and each
// member's uploads per day are capped.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, CONTENT, CONTENT_IMAGES_PATH, contentBase, type Envelope, type UploadResult } from '@exchange/contract';
import { SEED_IMAGES_DIR } from '../../http/app.ts';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { accountKit, type Member } from '../security/testKit.ts';
import { JPEG, png, pngChunk } from './testImages.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0', UPLOAD_DAILY_COUNT: '5', UPLOAD_DAILY_BYTES: '4000' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const uploadsDir = () => join(t.config.dataDir, 'uploads');

const upload = async (m: Member | undefined, bytes: Buffer, name = 'id.png', type = 'image/png') => {
  const form = new FormData();
  form.append('type', '0');
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${t.url}${contentBase(t.config.apiHead)}/${CONTENT.upload}`, { method: 'POST', body: form, headers: m ? { 'blade-auth': `bearer ${m.token}` } : {} });
  return { status: res.status, body: (await res.json()) as Envelope<UploadResult> };
};
const link = async (m: Member, bytes = png(Math.floor(Math.random() * 255), 1, 2)) => {
  const res = await upload(m, bytes);
  if (res.body.code !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.link;
};
const read = (path: string, m?: Member) => fetch(`${t.url}${path}`, { headers: m ? { 'blade-auth': `bearer ${m.token}` } : {} });

describe('uploading', () => {
  it('refuses an anonymous upload before storing anything', async () => {
    const before = readdirSync(uploadsDir()).length;
    const res = await upload(undefined, png());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect(readdirSync(uploadsDir())).toHaveLength(before);
  });

  it('records who uploaded what', async () => {
    const m = await kit.member();
    const res = await upload(m, JPEG, 'me.jpg', 'image/jpeg');
    expect(res.body).toMatchObject({ code: 200, data: { link: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.jpg$/), name: 'me.jpg' } });
    const row = await t.ex.db.selectFrom('upload').selectAll().where('name', '=', res.body.data.link.slice('/uploads/'.length)).executeTakeFirst();
    expect(row).toMatchObject({ member_id: m.id, purpose: '', size: JPEG.length, content_type: 'image/jpeg' });
  });

  it('refuses a file that starts like an image and carries HTML', async () => {
    const m = await kit.member();
    const polyglot = Buffer.concat([png().subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await upload(m, polyglot)).body).toMatchObject({ code: 400, msg: 'Only images (JPG, PNG, GIF, WEBP) can be uploaded' });
    expect((await upload(m, Buffer.concat([png(), Buffer.from('<script>alert(1)</script>')]))).body.code).toBe(400);
  });

  it('caps what one member uploads in a day, by count and by bytes', async () => {
    const many = await kit.member();
    for (let i = 0; i < 5; i++) expect((await upload(many, png(i, 0, 0))).body.code).toBe(200);
    expect((await upload(many, png(9, 0, 0))).body).toMatchObject({ code: 400, msg: expect.stringMatching(/at most 5 files a day/) });
    // Another member is not held back by the first one's uploads.
    const big = await kit.member();
    const large = Buffer.concat([png().subarray(0, 33), pngChunk('tEXt', Buffer.from(`Comment\u0000${'x'.repeat(2500)}`, 'latin1')), png().subarray(33)]);
    expect((await upload(big, large)).body.code).toBe(200);
    expect((await upload(big, large)).body).toMatchObject({ code: 400, msg: expect.stringMatching(/at most 3\.9 KB a day|at most 4000 bytes a day/) });
    expect((await upload(big, png())).body.code).toBe(200);
  });
});

describe('serving', () => {
  it('serves an upload to its owner only, as a download that is never sniffed', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const bytes = png(1, 2, 3);
    const path = await link(a, bytes);
    const own = await read(path, a);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(bytes)).toBe(true);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f-]{36}\.png"$/);
    expect(own.headers.get('cache-control')).toMatch(/private/);
    expect((await read(path, b)).status).toBe(404);
    expect((await read(path)).status).toBe(401);
    expect((await read('/uploads/..%2f..%2fetc%2fpasswd', a)).status).toBe(404);
  });

  it('keeps the content store’s seed images public', async () => {
    const [first] = readdirSync(SEED_IMAGES_DIR);
    const res = await fetch(`${t.url}${CONTENT_IMAGES_PATH}/${first}`);
    expect(res.status).toBe(200);
  });
});

describe('submissions name only the caller’s own uploads', () => {
  const kyc = async (front: string, back: string) => ({ realName: 'Ada Lovelace', documentType: '2', documentNumber: `P${Math.random().toString().slice(2, 10)}`, frontImage: front, backImage: back });
  const feedback = (img: string) => ({ email: 'a@b.co', type: '1', content: 'Look', img, imgTwo: '', imgThree: '' });

  it('refuses a KYC request with another member’s images, and takes the owner’s', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const front = await link(a);
    const back = await link(a);
    await kit.refused(b, /front image must be uploaded here/, async () => kit.post(b, ACCOUNT_PATH.kycSubmit, await kyc(front, await link(b))));
    await kit.refused(b, /back image must be uploaded here/, async () => kit.post(b, ACCOUNT_PATH.kycSubmit, await kyc(await link(b), back)));
    expect((await kit.post(a, ACCOUNT_PATH.kycSubmit, await kyc(front, back))).body.code).toBe(200);
    const rows = await t.ex.db.selectFrom('upload').select(['purpose']).where('name', 'in', [front, back].map((l) => l.slice('/uploads/'.length))).execute();
    expect(rows).toEqual([{ purpose: 'kyc' }, { purpose: 'kyc' }]);
  });

  it('refuses feedback with another member’s image, or with any image from a visitor', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const image = await link(a);
    const count = async () => (await t.ex.db.selectFrom('feedback').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    expect((await kit.post(b, 'open/feedback', feedback(image))).body).toMatchObject({ code: 400, msg: 'Images must be uploaded first' });
    expect((await kit.post(undefined, 'open/feedback', feedback(image))).body).toMatchObject({ code: 400, msg: 'Please log in to attach images' });
    expect(await count()).toBe(before);
    expect((await kit.post(a, 'open/feedback', feedback(image))).body.code).toBe(200);
    expect((await kit.post(undefined, 'open/feedback', feedback(''))).body.code).toBe(200);
  });

  it('does not let an image attached to one thing be reused for another', async () => {
    const a = await kit.member();
    const image = await link(a);
    expect((await kit.post(a, 'open/feedback', feedback(image))).body.code).toBe(200);
    await kit.refused(a, /front image must be uploaded here/, async () => kit.post(a, ACCOUNT_PATH.kycSubmit, await kyc(image, await link(a))));
  });
});
