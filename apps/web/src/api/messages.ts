// Transport messages the user may read. Translated when i18n is up; the English default keeps
// them readable before that (and in unit tests).
import i18next from 'i18next';

export const MESSAGE_KEYS = {
  unknownError: 'common.unknownError',
  timeout: 'common.requestTimeout',
  network: 'common.networkError',
} as const;

const DEFAULTS: Record<keyof typeof MESSAGE_KEYS, string> = {
  unknownError: 'unknown error',
  timeout: 'The request timed out',
  network: 'Network error, please check your connection',
};

export const transportMessage = (name: keyof typeof MESSAGE_KEYS): string =>
  i18next.isInitialized ? i18next.t(MESSAGE_KEYS[name], { defaultValue: DEFAULTS[name] }) : DEFAULTS[name];
