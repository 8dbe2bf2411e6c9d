// TanStack Query hooks over the calls: what pages use to read server data, cached and shared.
// Content-store tables are read whole (pageSize -521) and shaped with `select`, so hooks over
// the same table (logo, brand, site config) share one request.
import { useQuery } from '@tanstack/react-query';
import { CONTENT_TABLE, TIMEOUTS, type CurrencyOption } from '@exchange/contract/constants';
import {
  buildNavTree,
  type DictItem,
  type FooterConfig,
  type ImageRow,
  type LanguageOption,
  type NavItem,
  type SiteConfigRow,
} from '@exchange/contract/content';
import type { ContentPage } from '@exchange/contract/envelope';
import { useSession } from '../session/store.ts';
import { usePreferences } from '../session/preferences.ts';
import { runtimeConfig } from './config.ts';
import { getClientVersion, getContentTable, getDictItems, type ContentQuery } from './content.ts';
import { CONTENT_STALE_MS } from './queryClient.ts';
import { queryKeys } from './queryKeys.ts';

export { queryClient, CONTENT_STALE_MS } from './queryClient.ts';
export { queryKeys, PRIVATE_SCOPE } from './queryKeys.ts';

/** Any content-store table, shaped by `select`. */
export const useContentTable = <T, R = T[]>(table: string, select: (rows: T[]) => R, params?: ContentQuery) =>
  useQuery({
    queryKey: queryKeys.content(table, params),
    queryFn: () => getContentTable<T>(table, params),
    select: (page: ContentPage<T>) => select(page.records ?? []),
    staleTime: CONTENT_STALE_MS,
  });

const rows = <T>(records: T[]) => records;

/** Operator-set order of option lists (currencies, languages). */
const bySort = <T>(records: T[]): T[] =>
  [...records].sort((a, b) => Number((a as { sort?: unknown }).sort ?? 0) - Number((b as { sort?: unknown }).sort ?? 0));

export const useNavigation = () => useContentTable<NavItem, NavItem[]>(CONTENT_TABLE.navigation, buildNavTree);

export const useFooter = () =>
  useContentTable<FooterConfig, FooterConfig | undefined>(CONTENT_TABLE.footer, (records) => records[0]);

/** Site config rows by config_code (web_logo, brand_name …). */
export const useSiteConfig = () =>
  useContentTable<SiteConfigRow, Record<string, SiteConfigRow>>(CONTENT_TABLE.siteConfig, (records) =>
    Object.fromEntries(records.map((row) => [row.config_code, row])),
  );

/** Logo src for the current theme, undefined until loaded. */
export const useLogo = (): string | undefined => {
  const theme = usePreferences((s) => s.theme);
  const logo = useSiteConfig().data?.web_logo;
  if (!logo) return undefined;
  return (theme === 'night' ? logo.config_img_night : logo.config_img_daytime) || undefined;
};

/** The brand name from the content store, else the server's runtime config. */
export const useBrand = (): string => useSiteConfig().data?.brand_name?.config_value || runtimeConfig.brand;

/** img_code → url. */
export const useImages = () =>
  useContentTable<ImageRow, Record<string, string>>(CONTENT_TABLE.images, (records) =>
    Object.fromEntries(records.map((row) => [row.img_code, row.img_url])),
  );

export const useCurrencyRates = () =>
  useQuery({
    queryKey: queryKeys.content(CONTENT_TABLE.currencyRates),
    queryFn: () => getContentTable<CurrencyOption>(CONTENT_TABLE.currencyRates),
    select: (page: ContentPage<CurrencyOption>) => bySort(page.records ?? []),
    refetchInterval: TIMEOUTS.currencyRatesRefreshMs,
    staleTime: TIMEOUTS.currencyRatesRefreshMs,
  });

export const useLanguageOptions = () =>
  useContentTable<LanguageOption, LanguageOption[]>(CONTENT_TABLE.languages, bySort);

export interface PhoneAreaCode {
  code: string;
  name_en: string;
  name_zh: string;
}

export const usePhoneAreaCodes = () => useContentTable<PhoneAreaCode>(CONTENT_TABLE.phoneAreaCodes, rows);

/** The member profile; runs through the session so user info and this cache stay one. */
export const useMemberInfo = () => {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({
    queryKey: queryKeys.memberInfo,
    queryFn: () => useSession.getState().loadProfile(),
    enabled: isLoggedIn,
  });
};

export const useClientVersion = (clientType: string) =>
  useQuery({
    queryKey: queryKeys.clientVersion(clientType),
    queryFn: () => getClientVersion(clientType),
    staleTime: CONTENT_STALE_MS,
  });

export const useDictItems = (code: string) =>
  useQuery<DictItem[]>({
    queryKey: queryKeys.dictItems(code),
    queryFn: () => getDictItems(code),
    staleTime: CONTENT_STALE_MS,
  });
