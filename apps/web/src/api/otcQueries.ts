// TanStack Query hooks of the P2P market. The advert list is public; everything else is the
// member's own (PRIVATE_SCOPE, dropped at logout). Any P2P notice on the member's refresh topics
// (realtime/refresh.ts) refetches the member's P2P data, so both parties see each change at once.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdvertQuery } from '@exchange/contract/otc';
import { useRefreshFeed } from '../realtime/refresh.ts';
import { useSession } from '../session/store.ts';
import { getAdverts, getAppealTimeline, getChat, getMerchantOrders, getMerchantStatus, getMyAdverts, getOrderDetail, getOrders, getOtcConfig, getPayments } from './otc.ts';
import { CONTENT_STALE_MS } from './queryClient.ts';
import { queryKeys } from './queryKeys.ts';

export const otcKeys = {
  all: queryKeys.privateKey('otc'),
  config: ['otc-config'] as const,
  adverts: (q: AdvertQuery) => ['otc-adverts', q] as const,
  status: queryKeys.privateKey('otc', 'status'),
  myAdverts: (page: number) => queryKeys.privateKey('otc', 'myAdverts', page),
  payments: queryKeys.privateKey('otc', 'payments'),
  orders: (who: 'member' | 'merchant', page: number, status: string) => queryKeys.privateKey('otc', 'orders', who, page, status),
  order: (id: string) => queryKeys.privateKey('otc', 'order', id),
  chat: (id: string) => queryKeys.privateKey('otc', 'chat', id),
  appeal: (id: string) => queryKeys.privateKey('otc', 'appeal', id),
};

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const useOtcConfig = () => useQuery({ queryKey: otcKeys.config, queryFn: getOtcConfig, staleTime: CONTENT_STALE_MS });
export const useAdverts = (q: AdvertQuery) => useQuery({ queryKey: otcKeys.adverts(q), queryFn: () => getAdverts(q), placeholderData: keepPreviousData });
export const useMerchantStatus = () => useQuery({ queryKey: otcKeys.status, queryFn: getMerchantStatus, enabled: useLoggedIn() });
export const useMyAdverts = (page: number, enabled: boolean) =>
  useQuery({ queryKey: otcKeys.myAdverts(page), queryFn: () => getMyAdverts(page, 10), enabled: useLoggedIn() && enabled, placeholderData: keepPreviousData });
export const usePayments = () => useQuery({ queryKey: otcKeys.payments, queryFn: getPayments, enabled: useLoggedIn() });
export const useOtcOrders = (who: 'member' | 'merchant', page: number, status: string) =>
  useQuery({
    queryKey: otcKeys.orders(who, page, status),
    queryFn: () => (who === 'member' ? getOrders(page, 10, status) : getMerchantOrders(page, 10, status)),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });
export const useOtcOrder = (id: string) => useQuery({ queryKey: otcKeys.order(id), queryFn: () => getOrderDetail(id), enabled: useLoggedIn() && id !== '' });
export const useOrderChat = (id: string) => useQuery({ queryKey: otcKeys.chat(id), queryFn: () => getChat(id), enabled: useLoggedIn() && id !== '' });
export const useAppealTimeline = (id: string, enabled: boolean) => useQuery({ queryKey: otcKeys.appeal(id), queryFn: () => getAppealTimeline(id), enabled: useLoggedIn() && enabled });

/** Refetches the member's P2P data whenever an otc or appeal notice arrives. */
export const useOtcRefresh = () => {
  const client = useQueryClient();
  const latest = useRefreshFeed((s) => s.latest);
  useEffect(() => {
    if (latest && (latest.message.type === 'otc' || latest.message.type === 'appeal')) void client.invalidateQueries({ queryKey: otcKeys.all });
  }, [latest, client]);
};
