// Where each call lives (DESIGN §4, spec §7). Business calls sit under /api/{head}/coin/,
// content calls under /api/{head}/; the head is configured on both sides (default "exchange").

export const DEFAULT_API_HEAD = 'exchange';
export const DEFAULT_LANG_HEADER = 'mj-lang';

export const AUTH_TOKEN_PATH = '/api/blade-auth/oauth/token';
/** Ends the session of the Blade-Auth token or of `refresh_token` in the body (auth.ts logoutBody). */
export const LOGOUT_PATH = '/api/blade-auth/oauth/logout';
export const UPDATE_PASSWORD_PATH = '/api/blade-user/update-password';
export const PULSE_BASE = '/api/mjkj-binary-options';
/** Pulse calls, relative to PULSE_BASE (pulse.ts). */
export const PULSE_PATH = {
  ping: 'open/ping',
  symbols: 'symbol/list',
  publicTrades: 'open/public-trade',
  wallet: 'wallet',
  swapRate: 'wallet/swap-rate',
  swap: 'wallet/swap',
  entrust: 'entrust',
  entrustList: 'entrust/list',
  entrustDetail: 'entrust/detail',
} as const;
export const MQTT_PATH = '/mqtt';
/** Files uploaded through cgform-api/upload/file are served back from here. */
export const UPLOADS_PATH = '/uploads';
/** Seed images of the content store. */
export const CONTENT_IMAGES_PATH = '/content/images';

export const coinBase = (head: string) => `/api/${head}/coin`;
export const contentBase = (head: string) => `/api/${head}`;

/** Paths relative to coinBase(head). */
export const COIN = {
  register: 'open/register',
  resetPassword: 'open/reset-password',
  getAuthentication: 'open/getAuthentication',
  sendEmail: 'open/send/email',
  sendSms: 'open/send/sms',
  lang: (lang: string) => `open/lang/${lang}`,
  phoneAreaCode: 'open/get/phone/areaCode',
  clientVersion: 'open/client/version',
  articleContent: (id: string) => `open/getArticleContent/${id}`,
  feedback: 'open/feedback',
  memberInfo: 'member/getMemberInfo',
  loginLog: 'member/getLoginLog',
  loginDevice: 'member/getLoginDevice',
  deleteDevice: (id: string) => `member/deleteDevice/${id}`,
  updateDevice: 'member/updateDevice',
} as const;

/** Paths relative to contentBase(head). */
export const CONTENT = {
  getData: (table: string) => `cgform-api/getData/${table}`,
  detailData: (table: string, id: string) => `cgform-api/detailData/${table}/${id}`,
  upload: 'cgform-api/upload/file',
  dictItems: (code: string) => `sys/sys/dict/getDictItems/${code}`,
} as const;
