// TanStack Query hooks of the account centre. Everything is the member's own data, so it sits under
// PRIVATE_SCOPE (logout drops it); a change that alters member info (Google, phone, e-mail, trade
// password, anti-phishing code, KYC) refreshes the profile so the security list shows it at once.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { GOOGLE_SECRET_MODE } from '@exchange/contract/account';
import { useSession } from '../session/store.ts';
import { getApiKeys, getGoogleSecret, getInviteList, getKycInfo, getLoginDevices, getLoginLog, getPhoneAreaCodes } from './account.ts';
import { getUploadedFile } from './content.ts';
import { CONTENT_STALE_MS } from './queryClient.ts';
import { queryKeys } from './queryKeys.ts';

export const accountKeys = {
  devices: queryKeys.privateKey('account', 'devices'),
  loginLog: (page: number) => queryKeys.privateKey('account', 'loginLog', page),
  kyc: queryKeys.privateKey('account', 'kyc'),
  upload: (link: string) => queryKeys.privateKey('account', 'upload', link),
  googleSecret: queryKeys.privateKey('account', 'googleSecret'),
  apiKeys: queryKeys.privateKey('account', 'apiKeys'),
  apiKeyPage: (page: number) => queryKeys.privateKey('account', 'apiKeys', page),
  invites: (page: number) => queryKeys.privateKey('account', 'invites', page),
};

const useLoggedIn = () => useSession((s) => s.isLoggedIn);

export const useLoginDevices = () => useQuery({ queryKey: accountKeys.devices, queryFn: getLoginDevices, enabled: useLoggedIn() });

export const useLoginLog = (page: number, size: number) =>
  useQuery({ queryKey: accountKeys.loginLog(page), queryFn: () => getLoginLog(page, size), enabled: useLoggedIn(), placeholderData: keepPreviousData });

export const useKycInfo = () => useQuery({ queryKey: accountKeys.kyc, queryFn: getKycInfo, enabled: useLoggedIn() });

/** One of the member's own uploads; a stored file never changes, so it is fetched once. */
export const useUploadedFile = (link: string) =>
  useQuery({ queryKey: accountKeys.upload(link), queryFn: () => getUploadedFile(link), enabled: useLoggedIn() && link !== '', staleTime: Infinity });

/**
 * The secret waiting to be bound. Mode "pending" answers the one already shown (a fresh one if none
 * waits), so a reload after scanning keeps the scanned secret valid; never refetched behind the
 * member's back for the same reason.
 */
export const useGoogleSecret = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.googleSecret,
    queryFn: () => getGoogleSecret(GOOGLE_SECRET_MODE.pending),
    enabled: useLoggedIn() && enabled,
    staleTime: Infinity,
    gcTime: 0,
  });

export const useApiKeys = (page: number, size: number) =>
  useQuery({ queryKey: accountKeys.apiKeyPage(page), queryFn: () => getApiKeys(page, size), enabled: useLoggedIn(), placeholderData: keepPreviousData });

export const useInviteList = (page: number, size: number) =>
  useQuery({ queryKey: accountKeys.invites(page), queryFn: () => getInviteList(page, size), enabled: useLoggedIn(), placeholderData: keepPreviousData });

/** Public reference data: outside the private scope. */
export const useAreaCodes = () => useQuery({ queryKey: ['phoneAreaCodes'], queryFn: getPhoneAreaCodes, staleTime: CONTENT_STALE_MS });

/** Re-reads member info after a security change (and whatever else the caller names). */
export const useRefreshMember = () => {
  const client = useQueryClient();
  return useCallback(
    (...extra: ReadonlyArray<readonly unknown[]>) =>
      Promise.all([client.invalidateQueries({ queryKey: queryKeys.memberInfo }), ...extra.map((queryKey) => client.invalidateQueries({ queryKey }))]),
    [client],
  );
};
