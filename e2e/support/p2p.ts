// The P2P journeys' API side, against a given server (the run's shared one, or a journey's own): what
// the account pages would do first (trade password, identity verification, merchant funds and
// payment method), the balances a journey checks, and the logged-in browser page.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { AUTH_TOKEN_PATH, TENANT_ID, coinBase, contentBase } from '@exchange/contract';
import { adminOkIn } from './operator.ts';

export const MERCHANT = 'merchant@exchange.local';
export const DEMO_MEMBER = 'demo@exchange.local';
export const DEMO_PASSWORD = 'Demo1234';
export const TRADE_PASSWORD = 'Trade123';
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const basic = `Basic ${Buffer.from('exchange_web:exchange_web_secret').toString('base64')}`;

export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

export const ok = async <T>(answer: Promise<Answer<T>>): Promise<T> => {
  const a = await answer;
  if (a.code !== 200) throw new Error(a.msg);
  return a.data;
};

/** A valid 1×1 RGB PNG for the identity documents. */
const png = (r: number, g: number, b: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, r, g, b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The calls of one server (its base URL, and its DATA_DIR for the operator's commands). */
export const p2pApi = (base: string, dataDir: string) => {
  const tokenOf = async (email: string, password: string) => {
    const query = new URLSearchParams({ tenantId: TENANT_ID, scope: 'all', type: 'account', grant_type: 'password', username: email, password: md5(password), deviceId: 'e2e-p2p' });
    const res = await fetch(`${base}${AUTH_TOKEN_PATH}?${query}`, { method: 'POST', headers: { authorization: basic, 'tenant-id': TENANT_ID } });
    return ((await res.json()) as { access_token: string }).access_token;
  };

  const api = async <T = unknown>(token: string, method: 'GET' | 'POST', path: string, body?: unknown, query?: Record<string, string>): Promise<Answer<T>> => {
    const url = `${base}${coinBase('exchange')}/${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
    const res = await fetch(url, { method, headers: { authorization: basic, 'blade-auth': `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    return (await res.json()) as never;
  };

  /** The trade password: set the first time, or already this one from an earlier run. */
  const ensureTradePassword = async (token: string, loginPassword: string) => {
    const set = await api(token, 'POST', 'member/tradePwd', { loginPwd: md5(loginPassword), payPwd: md5(TRADE_PASSWORD), payPwd1: md5(TRADE_PASSWORD) });
    if (set.code !== 200) await ok(api(token, 'POST', 'member/tradePwd', { oldPayPwd: md5(TRADE_PASSWORD), payPwd: md5(TRADE_PASSWORD), payPwd1: md5(TRADE_PASSWORD) }));
  };

  const upload = async (token: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'doc.png');
    const res = await fetch(`${base}${contentBase('exchange')}/cgform-api/upload/file`, { method: 'POST', headers: { authorization: basic, 'blade-auth': `bearer ${token}` }, body: form });
    return ((await res.json()) as { data: { link: string } }).data.link;
  };

  /** Identity verification as the account page sends it (a document number of its own: one document, one account), approved by the operator. */
  const verify = async (token: string, email: string) => {
    const frontImage = await upload(token, png(210, 30, 30));
    const backImage = await upload(token, png(30, 30, 210));
    await ok(api(token, 'POST', 'member/verified', { realName: 'Grace Hopper', documentType: '1', documentNumber: `P${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`, frontImage, backImage }));
    await adminOkIn(dataDir, 'kyc-approve', email);
  };

  const usdtOf = async (token: string, type: string) => {
    const rows = await ok(api<Array<{ coin: string; available: string; frozen: string }>>(token, 'GET', 'assets/getMyBalance', undefined, { type }));
    return rows.find((r) => r.coin === 'USDT') ?? { coin: 'USDT', available: '0', frozen: '0' };
  };

  /** The demo merchant ready to sell: trade password, USDT moved to its merchant wallet, a bank account. */
  const readyMerchant = async (usdt: string) => {
    const token = await tokenOf(MERCHANT, DEMO_PASSWORD);
    await ensureTradePassword(token, DEMO_PASSWORD);
    await ok(api(token, 'GET', 'wallet/trans', undefined, { fromType: '1', toType: '8', coin: 'USDT', amount: usdt }));
    await ok(api(token, 'POST', 'member/payment', { kind: '1', name: 'Demo Merchant', account: '6222 8888 0001', bank: 'E2E Bank', branch: 'Main', tradePwd: md5(TRADE_PASSWORD) }));
    return token;
  };

  return { tokenOf, api, ensureTradePassword, verify, usdtOf, readyMerchant };
};

export const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/user/login');
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/home/index');
};

export const chatLine = (page: Page, text: string) => page.getByRole('log').getByText(text, { exact: true });
