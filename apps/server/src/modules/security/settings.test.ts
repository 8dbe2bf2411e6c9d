// Security settings other than Google 2FA: binding and changing phone and e-mail (with the
// current-account check), the anti-phishing code in every message, the trade password, the
// login password, and devices of one member out of another's reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, UPDATE_PASSWORD_PATH, type AccountTicket, type Envelope, type LoginDeviceRow, type MemberInfo } from '@exchange/contract';
import { md5, startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { accountKit, type Member } from './testKit.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  kit = accountKit(t);
});
afterAll(() => t.close());

const info = async (m: Member) => (await kit.get<MemberInfo>(m, 'member/getMemberInfo')).body.data;
// Numbered from a random start: one drawn from the clock and a random offset could repeat an earlier
// test's number (a bound phone gets no code, only a warning), about once in a thousand runs.
let phoneSeq = Math.floor(Math.random() * 90_000_000);
const uniquePhone = () => `139${String(phoneSeq++).padStart(8, '0')}`;
const smsCode = async (m: Member | undefined, phone: string, purpose: string, areaCode = '+86') => {
  const sent = await kit.get(m, 'open/send/sms', { phone, areaCode, purpose });
  if (sent.body.code !== 200) throw new Error(JSON.stringify(sent.body));
  return t.lastCode(`${areaCode} ${phone}`);
};
const ticketFor = async (m: Member, accountType: 'email' | 'phone', target: string) => {
  const code = accountType === 'email' ? await kit.emailCode(m, target, 'verify') : await smsCode(m, target, 'verify');
  const res = await kit.post<AccountTicket>(m, ACCOUNT_PATH.accountVerification, { accountType, code });
  expect(res.body.code).toBe(200);
  return res.body.data.ticket;
};

describe('binding a phone or e-mail', () => {
  it('binds a phone with a code sent to it, and the phone then logs in', async () => {
    const m = await kit.member();
    const phone = uniquePhone();
    const bind = (body: Record<string, unknown>) => kit.post(m, ACCOUNT_PATH.accountVerificationBinding, { accountType: 'phone', account: phone, areaCode: '+86', ...body });
    const code = await smsCode(m, phone, 'bind');
    const wrong = code === '000000' ? '111111' : '000000';
    await kit.refused(m, /verification code is wrong/, () => bind({ code: wrong }));
    await kit.refused(m, /6 digits/, () => bind({ code: '12' }));
    await kit.refused(m, /Invalid phone number/, () => bind({ code, account: '12ab' }));
    await kit.refused(m, /Invalid area code/, () => bind({ code, areaCode: 'DE' }));
    expect((await bind({ code })).body).toMatchObject({ code: 200 });
    expect((await info(m)).phone).toBe(phone);
    expect((await t.login(phone, m.password)).user_id).toBe(m.id);
    // The same code again does nothing more.
    await kit.refused(m, /already bound to you/, () => bind({ code }));
  });

  it('binds no address another member uses, and nothing without a login', async () => {
    const a = await kit.member();
    const b = await kit.member();
    // Asked for another member's address: answered as any (auth/enumeration.test), no code sent.
    const taken = await kit.get(a, 'open/send/email', { email: b.email, purpose: 'bind' });
    expect(taken.body).toMatchObject({ code: 200 });
    expect((await t.ex.outbox.latest(b.email))?.subject).toBe('Someone tried to bind your e-mail to another account');
    const anonymous = await kit.get(undefined, 'open/send/email', { email: 'nobody-yet@test.local', purpose: 'bind' });
    expect(anonymous.status).toBe(401);
    // A code sent while the phone was free, used after another member took it: refused.
    const phone = uniquePhone();
    const code = await smsCode(a, phone, 'bind');
    await t.ex.db.updateTable('member').set({ phone, area_code: '+86' }).where('id', '=', b.id).execute();
    await kit.refused(a, /already used by another member/, () =>
      kit.post(a, ACCOUNT_PATH.accountVerificationBinding, { accountType: 'phone', account: phone, areaCode: '+86', code }),
    );
  });

  it('changes the e-mail only after the current one is verified, with a single-use ticket', async () => {
    const m = await kit.member();
    const next = `new-${m.email}`;
    const code = await kit.emailCode(m, next, 'bind');
    const change = (body: Record<string, unknown>) => kit.post(m, ACCOUNT_PATH.accountVerificationBinding, { accountType: 'email', account: next, code, ...body });
    await kit.refused(m, /verify your current e-mail first/, () => change({}));
    await kit.refused(m, /verification has expired/, () => change({ ticket: 'made-up' }));
    // accountVerification itself: a wrong or missing code gives no ticket.
    const verifyCode = await kit.emailCode(m, m.email, 'verify');
    await kit.refused(m, /verification code is wrong/, () => kit.post(m, ACCOUNT_PATH.accountVerification, { accountType: 'email', code: verifyCode === '000000' ? '111111' : '000000' }));
    await kit.refused(m, /No phone is bound/, () => kit.post(m, ACCOUNT_PATH.accountVerification, { accountType: 'phone', code: '123456' }));
    await kit.refused(m, /choose e-mail or phone/, () => kit.post(m, ACCOUNT_PATH.accountVerification, { accountType: 'fax', code: '123456' }));
    const ok = await kit.post<AccountTicket>(m, ACCOUNT_PATH.accountVerification, { accountType: 'email', code: verifyCode });
    expect(ok.body.data).toMatchObject({ accountType: 'email', expiresIn: 600 });
    const ticket = ok.body.data.ticket;
    // A ticket for the phone does not change the e-mail; another member's ticket is no ticket.
    const other = await kit.member();
    const otherTicket = await ticketFor(other, 'email', other.email);
    await kit.refused(m, /verification has expired/, () => change({ ticket: otherTicket }));
    expect((await change({ ticket })).body.code).toBe(200);
    expect((await info(m)).email).toBe(next);
    expect((await t.login(next, m.password)).user_id).toBe(m.id);
    await expect(t.login(m.email, m.password)).rejects.toThrow();
    // The old address was told.
    expect((await t.ex.outbox.latest(m.email))?.subject).toBe('Your e-mail was changed');
  });

  it('refuses an expired code and leaves the account as it was', async () => {
    const m = await kit.member();
    const phone = uniquePhone();
    const code = await smsCode(m, phone, 'bind');
    await t.ex.db.updateTable('verification_code').set({ expires_at: new Date(Date.now() - 1000) }).where('target', '=', `+86 ${phone}`).execute();
    await kit.refused(m, /code has expired/, () => kit.post(m, ACCOUNT_PATH.accountVerificationBinding, { accountType: 'phone', account: phone, code }));
    expect((await info(m)).phone).toBe('');
  });
});

describe('anti-phishing code', () => {
  it('is set with the login password and then ends every message to the member', async () => {
    const m = await kit.member();
    const set = (body: Record<string, unknown>) => kit.post(m, ACCOUNT_PATH.antiCode, { antiCode: 'Blue42', loginPwd: md5(m.password), ...body });
    await kit.refused(m, /login password is wrong/, () => set({ loginPwd: md5('nope') }));
    await kit.refused(m, /md5/, () => set({ loginPwd: m.password }));
    for (const antiCode of ['abc', 'a'.repeat(21), 'has space', 'ünï1', '']) await kit.refused(m, /4 to 20 letters or digits/, () => set({ antiCode }));
    await kit.refused(m, /Invalid value for antiCode/, () => set({ antiCode: 42 }));
    expect((await set({})).body.code).toBe(200);
    expect((await info(m)).anti_code).toBe('Blue42');
    expect((await t.ex.outbox.latest(m.email))?.body).toContain('Anti-phishing code: Blue42');
    // Any later message carries it too: a verification code, a code to a new address being bound.
    await kit.emailCode(m, m.email, 'verify');
    expect((await t.ex.outbox.latest(m.email))?.body).toMatch(/Your verification code is \d{6}[\s\S]*Anti-phishing code: Blue42$/);
    const next = `bind-${m.email}`;
    await kit.emailCode(m, next, 'bind');
    expect((await t.ex.outbox.latest(next))?.body).toContain('Anti-phishing code: Blue42');
    // Another member's messages do not.
    const other = await kit.member();
    await kit.emailCode(other, other.email, 'verify');
    expect((await t.ex.outbox.latest(other.email))?.body).not.toContain('Anti-phishing');
  });
});

describe('trade password', () => {
  const pwd = (m: Member, body: Record<string, unknown>) => kit.post(m, ACCOUNT_PATH.tradePassword, body);

  it('is set with the login password, changed with the old one or with a code', async () => {
    const m = await kit.member();
    expect((await info(m)).pay_pwd).toBe(0);
    const first = { payPwd: md5('Trade#1'), payPwd1: md5('Trade#1') };
    await kit.refused(m, /enter your login password/, () => pwd(m, first));
    expect((await pwd(m, { ...first, loginPwd: md5(m.password) })).body.msg).toBe('The trade password has been set');
    expect((await info(m)).pay_pwd).toBe(1);

    const next = { payPwd: md5('Trade#2'), payPwd1: md5('Trade#2') };
    // The login password alone no longer changes it.
    await kit.refused(m, /current trade password or a verification code/, () => pwd(m, { ...next, loginPwd: md5(m.password) }));
    await kit.refused(m, /current trade password is wrong/, () => pwd(m, { ...next, oldPayPwd: md5('Trade#9') }));
    await kit.refused(m, /do not match/, () => pwd(m, { ...next, payPwd1: md5('Trade#3'), oldPayPwd: md5('Trade#1') }));
    await kit.refused(m, /must differ from the login password/, () => pwd(m, { payPwd: md5(m.password), payPwd1: md5(m.password), oldPayPwd: md5('Trade#1') }));
    expect((await pwd(m, { ...next, oldPayPwd: md5('Trade#1') })).body.msg).toBe('The trade password has been changed');

    // Forgotten: a code sent to the member's own e-mail.
    const code = await kit.emailCode(m, m.email, 'verify');
    const third = { payPwd: md5('Trade#3'), payPwd1: md5('Trade#3') };
    await kit.refused(m, /choose e-mail or phone/, () => pwd(m, { ...third, code }));
    await kit.refused(m, /No phone is bound/, () => pwd(m, { ...third, code, accountType: 'phone' }));
    await kit.refused(m, /verification code is wrong/, () => pwd(m, { ...third, code: code === '000000' ? '111111' : '000000', accountType: 'email' }));
    expect((await pwd(m, { ...third, code, accountType: 'email' })).body.code).toBe(200);
    const stored = await t.ex.db.selectFrom('member').select('pay_pwd_hash').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(stored.pay_pwd_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('login password', () => {
  it('refuses the same password, a plain-text one and a wrong old one, changing nothing', async () => {
    const m = await kit.member();
    const update = (query: Record<string, string>) => t.call<Envelope>('POST', UPDATE_PASSWORD_PATH, { token: m.token, query });
    const same = md5(m.password);
    await kit.refused(m, /must differ from the old one/, () => update({ oldPassword: same, newPassword: same, newPassword1: same }));
    await kit.refused(m, /md5 digest/, () => update({ oldPassword: same, newPassword: 'Newpass1', newPassword1: 'Newpass1' }));
    await kit.refused(m, /old password is wrong/, () => update({ oldPassword: md5('x'), newPassword: md5('Newpass1'), newPassword1: md5('Newpass1') }));
    // Also sent as a JSON body.
    const res = await t.call<Envelope>('POST', UPDATE_PASSWORD_PATH, { token: m.token, body: { oldPassword: same, newPassword: md5('Newpass1'), newPassword1: md5('Newpass1') } });
    expect(res.body.code).toBe(200);
    expect((await t.login(m.email, 'Newpass1')).access_token).toBeTruthy();
  });
});

describe('access matrix: devices', () => {
  it('refuses B on A’s device and changes nothing', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const [deviceA] = (await kit.get<LoginDeviceRow[]>(a, 'member/getLoginDevice')).body.data;
    expect(deviceA).toBeDefined();
    await kit.refused(a, /^Unknown device$/, () => kit.post(b, `member/deleteDevice/${deviceA!.id}`, {}));
    await kit.refused(a, /^Unknown device$/, () => kit.post(b, 'member/updateDevice', { id: deviceA!.id, deviceName: 'mine now' }));
    await kit.refused(b, /^Unknown device$/, () => kit.post(b, 'member/deleteDevice/x;drop', {}));
    expect((await kit.get<LoginDeviceRow[]>(b, 'member/getLoginDevice')).body.data.map((d) => d.id)).not.toContain(deviceA!.id);
    expect((await kit.post(a, 'member/updateDevice', { id: deviceA!.id, deviceName: 'Laptop' })).body.code).toBe(200);
    expect((await kit.post(a, `member/deleteDevice/${deviceA!.id}`, {})).body.code).toBe(200);
  });
});
