// Business constants of spec §9 and the few fixed values of the wire (§4 of DESIGN).
// Both the web and the server read them from here so a limit never drifts between the two.

export const LANGUAGES = ['zh_cn', 'zh_tw', 'en', 'kr', 'jp', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A currency option of the display-currency picker (content store row). */
export interface CurrencyOption {
  exchange_value: string;
  quote_currency: string;
  exchange_code: string;
  rate: string;
}
export const DEFAULT_CURRENCY: CurrencyOption = {
  exchange_value: 'USD',
  quote_currency: '$',
  exchange_code: 'USD',
  rate: '1',
};

export const THEMES = ['daytime', 'night'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'daytime';

/** Every key the web keeps in local storage starts with this. */
export const STORAGE_PREFIX = 'coin_web1';

export const TOKEN = {
  /** A token this old (seconds) gets refreshed. */
  refreshAgeSeconds: 604800,
  /** How often the web checks the token's age. */
  checkIntervalMs: 10_000,
  cookieDays: 7,
} as const;

export const TIMEOUTS = {
  requestMs: 300_000,
  exchangeMs: 300_000,
  depositAddressMs: 5_000,
  chunkLoadMs: 120_000,
  errorToastThrottleMs: 2_000,
  submenuCloseMs: 100,
  searchPauseMs: 500,
  currencyRatesRefreshMs: 300_000,
} as const;

export const MAX_NOTICES = 4;

export const FEEDBACK = {
  emailMax: 50,
  contentMax: 1000,
  maxImages: 3,
  imageMaxBytes: 500 * 1024,
  messageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png'],
  types: ['0', '1', '2', '3'],
} as const;

export const CHAT = { textMax: 400, pageSize: 15, dialogWidth: 564, minTop: 64 } as const;

export const SEARCH = { hotItems: 8, suggestions: 4 } as const;

export const MODAL_WIDTH = { language: 632, currency: 632, feedback: 506, kyc: 454 } as const;

export const DEFAULT_SCALE = 8;
/** pageSize value meaning "no paging, return everything". */
export const PAGE_SIZE_ALL = -521;

export const PASSWORD = { pattern1Min: 6, pattern1Max: 20, pattern2Min: 6 } as const;

/** Tenant of the token call (header and param). */
export const TENANT_ID = '000000';
/** The token call's answer when the first factor passed and a second one is needed; whitelisted (§8). */
export const STEP1_LOGIN_MESSAGE = '步骤1登录成功';

/** Business codes of the envelope (§8). */
export const CODE = { ok: 200, business: 400, unauthorized: 401, whitelisted: 405 } as const;

/** Pulse ping answer that hides the pulse wallet and menu entry. */
export const PULSE_UNAVAILABLE_CODE = 1003;

/** Wallet sub-account types (DESIGN §4). 6 and 7 exist but are never listed; 0 is the total row. */
export const WALLET_TYPE = {
  total: '0',
  spot: '1',
  coin: '2',
  lever: '3',
  contract: '4',
  merchant: '8',
  pulse: '9',
} as const;
export const HIDDEN_WALLET_TYPES = ['0', '6', '7'] as const;

/** is_merchant value of a merchant. */
export const MERCHANT_FLAG = 2;

/** real_name_status values. */
export const KYC_STATUS = { notVerified: '0', failed: '-1', pending: '1', verified: '2' } as const;

/** Fixed ids of the content-store tables the web reads (§1: read by fixed ids, never hard-coded content). */
export const CONTENT_TABLE = {
  navigation: 'navigation',
  footer: 'footer',
  translations: 'translations',
  images: 'images',
  siteConfig: 'site_config',
  currencyRates: 'currency_rates',
  languages: 'languages',
  articleTree: 'article_tree',
  articles: 'articles',
  dictItems: 'dict_items',
  clientVersion: 'client_version',
  phoneAreaCodes: 'phone_area_codes',
  /** The KOL programme's terms: one row per section (kol.ts). */
  kolTerms: 'kol_terms',
  /** The exchange's official channels (verification.ts). */
  officialChannels: 'official_channels',
} as const;
