// TanStack Query hooks of invite-rebate and KOL: the member's own data under PRIVATE_SCOPE; the
// leaderboard is public.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/store.ts';
import { getInvitees, getInviteSummary, getKolApplication, getLeaderboard, getRebates } from './invite.ts';
import { queryKeys } from './queryKeys.ts';

export const inviteKeys = {
  summary: queryKeys.privateKey('invite', 'summary'),
  invitees: (page: number) => queryKeys.privateKey('invite', 'invitees', page),
  rebates: (page: number) => queryKeys.privateKey('invite', 'rebates', page),
  leaderboard: ['invite', 'leaderboard'] as const,
  kol: queryKeys.privateKey('kol', 'application'),
};

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const useInviteSummary = () => useQuery({ queryKey: inviteKeys.summary, queryFn: getInviteSummary, enabled: useLoggedIn() });

export const useInvitees = (page: number, size: number) =>
  useQuery({ queryKey: inviteKeys.invitees(page), queryFn: () => getInvitees(page, size), enabled: useLoggedIn(), placeholderData: keepPreviousData });

export const useRebates = (page: number, size: number) =>
  useQuery({ queryKey: inviteKeys.rebates(page), queryFn: () => getRebates(page, size), enabled: useLoggedIn(), placeholderData: keepPreviousData });

export const useLeaderboard = () => useQuery({ queryKey: inviteKeys.leaderboard, queryFn: getLeaderboard });

export const useKolApplication = () => useQuery({ queryKey: inviteKeys.kol, queryFn: getKolApplication, enabled: useLoggedIn() });
