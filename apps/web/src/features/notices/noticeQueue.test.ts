import { describe, expect, it } from 'vitest';
import type { RefreshMessage } from '@exchange/contract/topics';
import { noticeLink, pushNotice, raisesNotice, type Notice } from './noticeQueue.ts';

const message = (over: Partial<RefreshMessage> = {}): RefreshMessage => ({ type: 'otc', isNew: '0', content: 'paid', orderCode: '7', changeUser: '5', serviceType: '2', link_merchant: '0', ...over });

describe('P2P notices', () => {
  it('raises otc and appeal notices of the other side only', () => {
    const self = { memberId: '1', merchantId: '1000000000000000001' };
    expect(raisesNotice(message(), self)).toBe(true);
    expect(raisesNotice(message({ type: 'appeal' }), self)).toBe(true);
    expect(raisesNotice(message({ type: 'wallet' }), self)).toBe(false);
    expect(raisesNotice(message({ changeUser: '1' }), self)).toBe(false);
    expect(raisesNotice(message({ changeUser: '1000000000000000001' }), self)).toBe(false);
    expect(raisesNotice(message({ changeUser: '' }), { memberId: '1', merchantId: '' })).toBe(true);
  });

  it('keeps at most four, dropping the oldest', () => {
    let list: Notice[] = [];
    for (let key = 1; key <= 6; key++) list = pushNotice(list, { key, message: message(), to: '/' });
    expect(list.map((n) => n.key)).toEqual([3, 4, 5, 6]);
  });

  it('sends a member to the order route and a merchant to the merchant route', () => {
    expect(noticeLink(message(), 'user')).toBe('/otc/order?id=7');
    expect(noticeLink(message(), 'merchant')).toBe('/merchant/deal?id=7');
    expect(noticeLink(message({ type: 'appeal', link_merchant: '1' }), 'user')).toBe('/merchant/deal?id=7');
    expect(noticeLink(message({ type: 'appeal', link_merchant: '0' }), 'merchant')).toBe('/otc/order?id=7');
  });
});
