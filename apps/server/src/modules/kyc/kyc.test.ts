// KYC: a request with images uploaded here, one pending at a time, real_name_status following
// the operator's decision, and no member reaching another's record or document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, CONTENT, contentBase, type Envelope, type KycInfo, type MemberInfo } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { accountKit, type Member } from '../security/testKit.ts';
import { reviewKyc } from './review.ts';
import { png } from '../content/testImages.ts';

const PNG = png();

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const upload = async (m: Member) => {
  const form = new FormData();
  form.append('type', '0');
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'id.png');
  const res = await fetch(`${t.url}${contentBase(t.config.apiHead)}/${CONTENT.upload}`, { method: 'POST', body: form, headers: { 'blade-auth': `bearer ${m.token}` } });
  return ((await res.json()) as Envelope<{ link: string }>).data.link;
};
const request = async (m: Member, over: Record<string, unknown> = {}) => ({
  realName: 'Ada Lovelace',
  documentType: '2',
  documentNumber: `P${Math.random().toString().slice(2, 10)}`,
  frontImage: await upload(m),
  backImage: await upload(m),
  ...over,
});
const submit = (m: Member, body: unknown) => kit.post(m, ACCOUNT_PATH.kycSubmit, body);
const record = async (m: Member) => (await kit.get<KycInfo>(m, ACCOUNT_PATH.kycRecord)).body.data;
const status = async (m: Member) => (await kit.get<MemberInfo>(m, 'member/getMemberInfo')).body.data.real_name_status;

describe('KYC', () => {
  it('takes a request, keeps it pending, and follows the operator’s decision', async () => {
    const m = await kit.member();
    expect(await record(m)).toEqual({ real_name_status: '0', record: null });
    const body = await request(m, { documentNumber: 'ab-1234567' });
    expect((await submit(m, body)).body).toMatchObject({ code: 200 });
    expect(await status(m)).toBe('1');
    const pending = await record(m);
    expect(pending).toMatchObject({
      real_name_status: '1',
      record: { real_name: 'Ada Lovelace', document_type: '2', document_number: 'AB******67', front_image: body.frontImage, back_image: body.backImage, status: '1', reason: '', review_time: '' },
    });
    await kit.refused(m, /under review/, async () => submit(m, await request(m)));

    await reviewKyc(t.ex.db, m.id, { approve: false, reason: 'The photo is blurred' });
    expect(await record(m)).toMatchObject({ real_name_status: '-1', record: { status: '-1', reason: 'The photo is blurred' } });
    expect((await record(m)).record?.review_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Refused once, a new request is welcome; approved, it is final.
    expect((await submit(m, await request(m))).body.code).toBe(200);
    await reviewKyc(t.ex.db, m.id, { approve: true });
    expect(await status(m)).toBe('2');
    await kit.refused(m, /already verified/, async () => submit(m, await request(m)));
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const m = await kit.member();
    const good = await request(m);
    for (const [over, message] of [
      [{ realName: '' }, /enter your real name/],
      [{ realName: 'x'.repeat(61) }, /at most 60/],
      [{ documentType: '9' }, /choose a document type/],
      [{ documentType: undefined }, /Invalid value for documentType|choose a document type/],
      [{ documentNumber: '12' }, /4 to 30 letters/],
      [{ documentNumber: 'AB 12;drop' }, /4 to 30 letters/],
      [{ frontImage: 'https://evil.example/id.png' }, /front image must be uploaded here/],
      [{ frontImage: '/uploads/../../etc/passwd' }, /front image must be uploaded here/],
      [{ backImage: '/uploads/00000000-0000-0000-0000-000000000000.png' }, /back image must be uploaded here/],
      [{ backImage: good.frontImage }, /two different pictures/],
      [{ frontImage: '' }, /upload the front/],
    ] as const)
      await kit.refused(m, message, () => submit(m, { ...good, ...over }));
    await kit.refused(m, /Invalid value for realName/, () => submit(m, { ...good, realName: ['a'] }));
    expect(await status(m)).toBe('0');
  });

  it('refuses a document another member already uses', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const body = await request(a, { documentNumber: 'SAME-12345' });
    expect((await submit(a, body)).body.code).toBe(200);
    await kit.refused(b, /already used by another account/, async () => submit(b, await request(b, { documentNumber: 'same-12345' })));
  });

  it('access matrix: each member sees only their own record; the operator’s decision reaches only its member', async () => {
    const a = await kit.member();
    const b = await kit.member();
    await submit(a, await request(a, { realName: 'Alice A' }));
    expect(await record(b)).toEqual({ real_name_status: '0', record: null });
    // Deciding on B (no request) touches neither.
    await expect(reviewKyc(t.ex.db, b.id, { approve: true })).rejects.toThrow(/no KYC request waiting/);
    expect(await status(a)).toBe('1');
    expect(await status(b)).toBe('0');
    expect((await t.call('GET', t.coin(ACCOUNT_PATH.kycRecord))).status).toBe(401);
  });
});
