// Who may read P2P topics, as a matrix over real logins: an order's chat topic (CHAT_{orderId}) for
// its two parties and support staff (an agent, an operator) only, even when the order was placed after they connected; refresh_{merchant id}
// for the merchant alone, never for a member whose id it might resemble. Notices and chat lines
// arrive where they should and nowhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { otcChatTopic, type RefreshMessage } from '@exchange/contract';
import { startTestExchange, type TestExchange } from '../../testing/kit.ts';
import { grantedQos, within } from '../../broker/testKit.ts';
import { admin, bankMethod, otcCalls, p2pMember, p2pMerchant, sellAdvert, type P2pMember } from './testing.ts';

let t: TestExchange;
const clients: MqttClient[] = [];
beforeAll(async () => {
  t = await startTestExchange({ OTC_EXPIRE_EVERY_MS: '0' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t.close();
});

const connect = (who?: P2pMember) =>
  new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(`ws://127.0.0.1:${t.port}/mqtt`, { protocolVersion: 4, reconnectPeriod: 0, connectTimeout: 4000, ...(who ? { username: who.id, password: who.token } : {}) });
    clients.push(client);
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });

const nextMessage = (client: MqttClient, topic: string) =>
  within(
    new Promise<unknown>((resolve) => {
      const onMessage = (got: string, payload: Buffer) => {
        if (got !== topic) return;
        client.off('message', onMessage);
        resolve(JSON.parse(payload.toString()));
      };
      client.on('message', onMessage);
    }),
    `a message on ${topic}`,
  );

describe('P2P topics', () => {
  it('lets only the two parties and support staff read an order\'s chat, and only the merchant its merchant topic', async () => {
    const calls = otcCalls(t);
    const merchant = await p2pMerchant(t, { USDT: '500' });
    await calls.savePayment(merchant, bankMethod());
    const advert = (await calls.createAdvert(merchant, sellAdvert())).body.data;
    const buyer = await p2pMember(t);
    const stranger = await p2pMember(t);
    const agent = await p2pMember(t);
    const operator = await p2pMember(t);
    await admin(t, ['make-agent', agent.id]);
    await admin(t, ['make-operator', operator.id]);
    const [m, b, s, anon, ag, op] = await Promise.all([connect(merchant), connect(buyer), connect(stranger), connect(), connect(agent), connect(operator)]);
    // Connected before the order exists: the parties' right to read its chat comes with it.
    const orderId = (await calls.order(buyer, { advertiseId: advert.id, coinCou: '10' })).body.data;
    const chat = otcChatTopic(orderId);
    const matrix = {
      merchant: [await grantedQos(m, chat), await grantedQos(m, `refresh_${merchant.merchantId}`), await grantedQos(m, `refresh_${buyer.id}`)],
      buyer: [await grantedQos(b, chat), await grantedQos(b, `refresh_${merchant.merchantId}`), await grantedQos(b, `refresh_${buyer.id}`)],
      stranger: [await grantedQos(s, chat), await grantedQos(s, `refresh_${merchant.merchantId}`), await grantedQos(s, `refresh_${buyer.id}`)],
      anonymous: [await grantedQos(anon, chat), await grantedQos(anon, `refresh_${merchant.merchantId}`), await grantedQos(anon, `refresh_${buyer.id}`)],
      agent: [await grantedQos(ag, chat), await grantedQos(ag, `refresh_${merchant.merchantId}`), await grantedQos(ag, `refresh_${buyer.id}`)],
      operator: [await grantedQos(op, chat), await grantedQos(op, `refresh_${merchant.merchantId}`), await grantedQos(op, `refresh_${buyer.id}`)],
    };
    // Staff read the order's chat (to judge an appeal), never a party's notices.
    expect(matrix).toEqual({ merchant: [0, 0, 128], buyer: [0, 128, 0], stranger: [128, 128, 128], anonymous: [128, 128, 128], agent: [0, 128, 128], operator: [0, 128, 128] });
    expect(await grantedQos(s, '+/#')).toBe(128);
    expect(await grantedQos(op, '#')).toBe(128);
    expect(await grantedQos(ag, `CHAT_${orderId}x`)).toBe(128);

    const toMerchant = nextMessage(m, `refresh_${merchant.merchantId}`);
    const toBuyer = nextMessage(b, `refresh_${buyer.id}`);
    const line = nextMessage(m, chat);
    const seenByOperator = nextMessage(op, chat);
    expect((await calls.pay(buyer, orderId)).body.code).toBe(200);
    const notice = (await toMerchant) as RefreshMessage;
    expect([notice.type, notice.isNew, notice.content, notice.orderCode, notice.changeUser, notice.link_merchant]).toEqual(['otc', '0', 'paid', orderId, buyer.id, '1']);
    expect(((await toBuyer) as RefreshMessage).link_merchant).toBe('0');
    expect(await line).toMatchObject({ sender: '-1', content: 'paid', who: 'system' });
    expect(await seenByOperator).toMatchObject({ sender: '-1', content: 'paid' });
    const said = nextMessage(b, chat);
    await calls.chat(merchant, orderId, 'Got it');
    expect(await said).toMatchObject({ sender: merchant.id, content: 'Got it' });
  });
});
