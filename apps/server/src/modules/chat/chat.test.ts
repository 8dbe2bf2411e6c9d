// The chat calls with real members, an agent and real uploads: the greeting that opens a chat,
// text and image messages with the §5 rules, paging, unread counts on both sides, the support
// console's list, and the access matrix (a member reads and writes only their own chat and topic;
// agents read and answer every chat; nobody else reads the agents' inbox).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import {
  CHAT_PATH,
  CONTENT,
  SUPPORT_INBOX_TOPIC,
  contentBase,
  type ChatConversation,
  type ChatMessage,
  type Envelope,
  type MemberInfo,
  type Page,
  type ServerDiagnostics,
  type UploadResult,
} from '@exchange/contract';
import { runAdminCommand } from '../../admin/commands.ts';
import { grantedQos } from '../../broker/testKit.ts';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { png } from '../content/testImages.ts';
import { accountKit, type Member } from '../security/testKit.ts';

let t: TestExchange;
let kit: ReturnType<typeof accountKit>;
const clients: MqttClient[] = [];
beforeAll(async () => {
  t = await startTestExchange({ AUTH_RATE_LIMIT: '100000', SEED_DEMO_USERS: 'off', DEMO_GRANT: '0' });
  kit = accountKit(t);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t.close();
});

interface Person extends Member {
  chatKey: string;
}

const person = async (): Promise<Person> => {
  const m = await kit.member();
  const info = await kit.get<MemberInfo>(m, 'member/getMemberInfo');
  return { ...m, chatKey: info.body.data.chatKey };
};

const agent = async (command = 'make-agent'): Promise<Person> => {
  const p = await person();
  const out = await runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, [command, p.email]);
  expect(out).toMatch(/is now a support/);
  // A fresh login: the live channel learns the role when it connects.
  const login = await t.login(p.email, p.password);
  return { ...p, token: login.access_token };
};

const send = (m: Member | undefined, body: unknown) => kit.post<ChatMessage>(m, CHAT_PATH.send, body);
const history = (m: Member | undefined, chatKey: string, query: Record<string, string> = {}) =>
  t.call<Envelope<Page<ChatMessage>>>('POST', t.coin(CHAT_PATH.history(chatKey)), { ...(m ? { token: m.token } : {}), query });
const unread = async (m: Member) => (await kit.get<{ unread: number }>(m, CHAT_PATH.unread)).body.data.unread;
const messageCount = async () => Number((await t.ex.db.selectFrom('chat_message').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

const upload = async (m: Member, bytes = png(Math.floor(Math.random() * 255), 3, 4)) => {
  const form = new FormData();
  form.append('type', '0');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'shot.png');
  const res = await fetch(`${t.url}${contentBase(t.config.apiHead)}/${CONTENT.upload}`, { method: 'POST', body: form, headers: { 'blade-auth': `bearer ${m.token}` } });
  const body = (await res.json()) as Envelope<UploadResult>;
  if (body.code !== 200) throw new Error(JSON.stringify(body));
  return body.data.link;
};
const readFile = (link: string, m: Member) => fetch(`${t.url}${link}`, { headers: { 'blade-auth': `bearer ${m.token}` } });

const connect = (m: Member) =>
  new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(`ws://127.0.0.1:${t.port}/mqtt`, { protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 4000, username: m.id, password: m.token });
    clients.push(client);
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
const nextMessage = (client: MqttClient, topic: string) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message on ${topic}`)), 4000);
    const onMessage = (got: string, payload: Buffer) => {
      if (got !== topic) return;
      clearTimeout(timer);
      client.off('message', onMessage);
      resolve(JSON.parse(payload.toString()));
    };
    client.on('message', onMessage);
  });

describe('a member chat', () => {
  it('opens with a greeting system message, counted unread until the member reads it', async () => {
    const m = await person();
    expect(await unread(m)).toBe(1);
    const page = await history(m, m.chatKey);
    expect(page.body.code).toBe(200);
    expect(page.body.data.records).toHaveLength(1);
    const [greeting] = page.body.data.records;
    expect(greeting).toMatchObject({ blade_user_id: '-1', from: 'system', content_type: '1', chatId: m.chatKey });
    expect(greeting!.content.length).toBeGreaterThan(10);
    expect(await unread(m)).toBe(0);
  });

  it('greets in the caller\'s language', async () => {
    const m = await person();
    const page = await t.call<Envelope<Page<ChatMessage>>>('POST', t.coin(CHAT_PATH.history(m.chatKey)), { token: m.token, headers: { 'mj-lang': 'zh_cn' } });
    expect(page.body.data.records[0]!.content).toMatch(/[\u4e00-\u9fff]/);
  });

  it('stores text up to 400 characters and pages the history newest first, 15 by default', async () => {
    const m = await person();
    for (let i = 1; i <= 16; i++) expect((await send(m, { content: `message ${i}`, contentType: '1', chatId: m.chatKey })).body.code).toBe(200);
    const longest = await send(m, { content: '中'.repeat(400), contentType: '1', chatId: m.chatKey });
    expect(longest.body.data).toMatchObject({ from: 'member', blade_user_id: m.id, content_type: '1' });
    const first = (await history(m, m.chatKey)).body.data;
    expect(first).toMatchObject({ total: 18, size: 15, current: 1, pages: 2 });
    expect(first.records[0]!.content).toBe('中'.repeat(400));
    expect(first.records[1]!.content).toBe('message 16');
    const second = (await history(m, m.chatKey, { current: '2' })).body.data;
    expect(second.records.map((r) => r.content).at(-1)).not.toMatch(/^message/);
    expect(second.records).toHaveLength(3);
  });

  it('refuses blank, too long and malformed messages and stores nothing', async () => {
    const m = await person();
    await history(m, m.chatKey);
    const before = await messageCount();
    const refusals: Array<[unknown, RegExp]> = [
      [{ content: '   \n ', contentType: '1', chatId: m.chatKey }, /enter a message/],
      [{ content: 'x'.repeat(401), contentType: '1', chatId: m.chatKey }, /400/],
      [{ content: 'hi', contentType: '3', chatId: m.chatKey }, /contentType/],
      [{ content: 'hi', contentType: '1' }, /chatId|expected string/i],
      [{ content: 'https://evil.example/x.png', contentType: '2', chatId: m.chatKey }, /uploaded first/],
      [{ content: '/uploads/../../etc/passwd', contentType: '2', chatId: m.chatKey }, /uploaded first/],
      [{ content: 'hi', contentType: '1', chatId: 'chat_000000000000000000000000' }, /does not exist/],
    ];
    for (const [body, msg] of refusals) {
      const res = await send(m, body);
      expect(res.status).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
    expect(await messageCount()).toBe(before);
    expect((await history(m, m.chatKey, { size: '0' })).body.code).toBe(400);
    expect((await history(m, m.chatKey, { current: 'x' })).body.code).toBe(400);
  });

  it('needs a login for every chat call', async () => {
    const m = await person();
    expect((await send(undefined, { content: 'hi', contentType: '1', chatId: m.chatKey })).body.code).toBe(401);
    expect((await history(undefined, m.chatKey)).body.code).toBe(401);
    expect((await kit.get(undefined, CHAT_PATH.unread)).body.code).toBe(401);
    expect((await kit.get(undefined, CHAT_PATH.conversations)).body.code).toBe(401);
  });
});

describe('images', () => {
  it('sends the member\'s own upload, which the agents and the member read, and nobody else', async () => {
    const m = await person();
    const other = await person();
    const a = await agent();
    const link = await upload(m);
    const sent = await send(m, { content: link, contentType: '2', chatId: m.chatKey });
    expect(sent.body.data).toMatchObject({ content: link, content_type: '2' });
    expect((await readFile(link, m)).status).toBe(200);
    expect((await readFile(link, a)).status).toBe(200);
    expect((await readFile(link, other)).status).toBe(404);
    // An agent's image in the member's chat: the member reads it.
    const reply = await upload(a);
    expect((await send(a, { content: reply, contentType: '2', chatId: m.chatKey })).body.code).toBe(200);
    expect((await readFile(reply, m)).status).toBe(200);
    expect((await readFile(reply, other)).status).toBe(404);
  });

  it('refuses another member\'s upload, and an upload already attached to something else', async () => {
    const m = await person();
    const other = await person();
    const theirs = await upload(other);
    const res = await send(m, { content: theirs, contentType: '2', chatId: m.chatKey });
    expect(res.body).toMatchObject({ code: 400, msg: 'Images must be uploaded first' });
    const mine = await upload(m);
    await t.ex.db.updateTable('upload').set({ purpose: 'kyc' }).where('name', '=', mine.slice('/uploads/'.length)).execute();
    expect((await send(m, { content: mine, contentType: '2', chatId: m.chatKey })).body.code).toBe(400);
    expect((await readFile(theirs, m)).status).toBe(404);
  });
});

describe('access matrix', () => {
  it('lets a member read and write only their own chat; agents read and answer every chat', async () => {
    const m = await person();
    const other = await person();
    const a = await agent();
    await history(m, m.chatKey);
    await history(other, other.chatKey);
    const before = await messageCount();
    // Member → another member's chat: the same answer as a chat that does not exist.
    const peek = await history(m, other.chatKey);
    expect(peek.body).toMatchObject({ code: 400, msg: 'The chat does not exist' });
    const post = await send(m, { content: 'hello', contentType: '1', chatId: other.chatKey });
    expect(post.body).toMatchObject({ code: 400, msg: 'The chat does not exist' });
    expect(await messageCount()).toBe(before);
    // Members cannot list conversations or open diagnostics.
    expect((await kit.get(m, CHAT_PATH.conversations)).body.code).toBe(400);
    expect((await kit.get(m, CHAT_PATH.diagnostics)).body.code).toBe(400);
    expect((await kit.get<{ role: string }>(m, CHAT_PATH.role)).body.data.role).toBe('');
    // The agent reads and answers both.
    expect((await kit.get<{ role: string }>(a, CHAT_PATH.role)).body.data.role).toBe('agent');
    for (const who of [m, other]) {
      expect((await history(a, who.chatKey)).body.code).toBe(200);
      const answer = await send(a, { content: `Hi ${who.id}`, contentType: '1', chatId: who.chatKey });
      expect(answer.body.data).toMatchObject({ from: 'agent', blade_user_id: a.id, chatId: who.chatKey });
    }
    // An agent cannot open a chat for a key that is no member's.
    expect((await history(a, 'chat_ffffffffffffffffffffffff')).body.msg).toBe('The chat does not exist');
  });

  it('counts unread on each side: the member\'s messages for agents, the agents\' for the member', async () => {
    const m = await person();
    const a = await agent();
    await history(m, m.chatKey);
    await send(m, { content: 'one', contentType: '1', chatId: m.chatKey });
    await send(m, { content: 'two', contentType: '1', chatId: m.chatKey });
    const listed = (await kit.get<Page<ChatConversation>>(a, CHAT_PATH.conversations, { size: '100' })).body.data.records.find((c) => c.chatId === m.chatKey);
    expect(listed).toMatchObject({ unread: 2, last_content: 'two', last_content_type: '1' });
    expect(listed!.account).toContain('****');
    expect(listed!.account).not.toBe(m.email);
    await send(a, { content: 'answer', contentType: '1', chatId: m.chatKey });
    expect(await unread(m)).toBe(1);
    const after = (await kit.get<Page<ChatConversation>>(a, CHAT_PATH.conversations, { size: '100' })).body.data.records.find((c) => c.chatId === m.chatKey);
    expect(after!.unread).toBe(0);
    await history(m, m.chatKey);
    expect(await unread(m)).toBe(0);
  });

  it('gives each member only their own chat topic, and agents every chat topic and the inbox', async () => {
    const m = await person();
    const other = await person();
    const a = await agent();
    const mine = await connect(m);
    expect(await grantedQos(mine, m.chatKey)).toBe(0);
    expect(await grantedQos(mine, other.chatKey)).toBe(128);
    expect(await grantedQos(mine, SUPPORT_INBOX_TOPIC)).toBe(128);
    expect(await grantedQos(mine, '+')).toBe(128);
    const staff = await connect(a);
    expect(await grantedQos(staff, m.chatKey)).toBe(0);
    expect(await grantedQos(staff, other.chatKey)).toBe(0);
    expect(await grantedQos(staff, SUPPORT_INBOX_TOPIC)).toBe(0);
    expect(await grantedQos(staff, '#')).toBe(128);
    expect(await grantedQos(staff, `refresh_${m.id}`)).toBe(128);
  });

  it('carries a message live to its member and to the agents\' inbox', async () => {
    const m = await person();
    const a = await agent();
    await history(m, m.chatKey);
    const memberClient = await connect(m);
    const agentClient = await connect(a);
    await memberClient.subscribeAsync(m.chatKey);
    await agentClient.subscribeAsync(SUPPORT_INBOX_TOPIC);
    const inbox = nextMessage(agentClient, SUPPORT_INBOX_TOPIC);
    await send(m, { content: 'need help', contentType: '1', chatId: m.chatKey });
    expect(await inbox).toMatchObject({ chatId: m.chatKey, unread: 1, message: { content: 'need help', from: 'member' } });
    const live = nextMessage(memberClient, m.chatKey);
    await send(a, { content: 'here to help', contentType: '1', chatId: m.chatKey });
    expect(await live).toMatchObject({ content: 'here to help', from: 'agent', blade_user_id: a.id });
  });
});

describe('diagnostics and roles', () => {
  it('shows staff the server, database, journal, live channel, session and routes', async () => {
    const op = await agent('make-operator');
    expect((await kit.get<{ role: string }>(op, CHAT_PATH.role)).body.data.role).toBe('operator');
    const res = await kit.get<ServerDiagnostics>(op, CHAT_PATH.diagnostics);
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    expect(d.database).toBe(process.env.DATABASE_URL ? 'postgresql' : 'pglite');
    expect(d.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(d.journal_backlog).toBeGreaterThanOrEqual(0);
    expect(d.session.id).not.toBe('');
    expect(d.routes).toContainEqual({ method: 'POST', url: `/api/${t.config.apiHead}/coin/${CHAT_PATH.send}` });
    // make-agent keeps an operator an operator.
    const out = await runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, ['make-agent', op.email]);
    expect(out).toMatch(/already a support operator/);
  });

  it('refuses make-agent for an unknown member', async () => {
    await expect(runAdminCommand({ db: t.ex.db, assets: t.ex.assets, ledger: t.ex.ledger, dataDir: t.config.dataDir }, ['make-agent', 'nobody@test.local'])).rejects.toThrow(/Unknown member/);
  });
});
