// TanStack Query hooks of the rewards pages. All but the public feed of wins are the member's own
// (PRIVATE_SCOPE: logout drops them); a claim, a redemption or a draw refreshes what it changed.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../session/store.ts';
import { queryKeys } from './queryKeys.ts';
import { getCoupons, getFeeCoupons, getDrawInfo, getDrawWins, getMyDraws, getNewcomers, getPoints, getPointsLog } from './welfare.ts';

export const welfareKeys = {
  all: queryKeys.privateKey('welfare'),
  points: queryKeys.privateKey('welfare', 'points'),
  log: (page: number) => queryKeys.privateKey('welfare', 'log', page),
  draw: queryKeys.privateKey('welfare', 'draw'),
  myDraws: queryKeys.privateKey('welfare', 'myDraws'),
  newcomers: queryKeys.privateKey('welfare', 'newcomers'),
  coupons: queryKeys.privateKey('welfare', 'coupons'),
  feeCoupons: queryKeys.privateKey('welfare', 'feeCoupons'),
  wins: ['welfare', 'wins'] as const,
};

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const usePoints = () => useQuery({ queryKey: welfareKeys.points, queryFn: getPoints, enabled: useLoggedIn() });
export const usePointsLog = (page: number, size: number) =>
  useQuery({ queryKey: welfareKeys.log(page), queryFn: () => getPointsLog(page, size), enabled: useLoggedIn(), placeholderData: keepPreviousData });
export const useDrawInfo = () => useQuery({ queryKey: welfareKeys.draw, queryFn: getDrawInfo, enabled: useLoggedIn() });
export const useMyDraws = () => useQuery({ queryKey: welfareKeys.myDraws, queryFn: getMyDraws, enabled: useLoggedIn() });
export const useNewcomers = () => useQuery({ queryKey: welfareKeys.newcomers, queryFn: getNewcomers, enabled: useLoggedIn() });
export const useCoupons = () => useQuery({ queryKey: welfareKeys.coupons, queryFn: getCoupons, enabled: useLoggedIn() });
export const useFeeCoupons = () => useQuery({ queryKey: welfareKeys.feeCoupons, queryFn: getFeeCoupons, enabled: useLoggedIn() });
export const useDrawWins = () => useQuery({ queryKey: welfareKeys.wins, queryFn: getDrawWins, refetchInterval: 30_000 });

/** After a claim, redemption or draw: every rewards figure (and the public feed) is read again. */
export const useRefreshWelfare = () => {
  const client = useQueryClient();
  return useCallback(() => Promise.all([client.invalidateQueries({ queryKey: welfareKeys.all }), client.invalidateQueries({ queryKey: welfareKeys.wins })]), [client]);
};
