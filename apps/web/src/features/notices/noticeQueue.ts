// The on-screen notices of spec §4: at most MAX_NOTICES at once, the oldest closing when another
// arrives, none closing by itself; a change the user made themselves (changeUser is their member or
// merchant id) raises none; a click goes to the order route, or the merchant route for a message
// of the merchant's topic (for appeals, link_merchant "1" picks the merchant route).
import { MAX_NOTICES } from '@exchange/contract/constants';
import type { RefreshMessage } from '@exchange/contract/topics';

export interface Notice {
  key: number;
  message: RefreshMessage;
  /** Where a click goes. */
  to: string;
}

export interface NoticeSelf {
  memberId: string;
  merchantId: string;
}

export const raisesNotice = (message: RefreshMessage, self: NoticeSelf): boolean =>
  (message.type === 'otc' || message.type === 'appeal') && message.changeUser !== self.memberId && (self.merchantId === '' || message.changeUser !== self.merchantId);

export const noticeLink = (message: RefreshMessage, source: 'user' | 'merchant'): string => {
  const merchantRoute = message.type === 'appeal' ? message.link_merchant === '1' : source === 'merchant';
  const id = encodeURIComponent(message.orderCode);
  return merchantRoute ? `/merchant/deal?id=${id}` : `/otc/order?id=${id}`;
};

export const pushNotice = (notices: Notice[], notice: Notice): Notice[] => [...notices, notice].slice(-MAX_NOTICES);
