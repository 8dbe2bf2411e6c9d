// Dates and times as the interface language writes them (Intl.DateTimeFormat), in the viewer's time
// zone: the one formatter for every time the web shows. The spec fixes no format; the styles are
// numeric with a 24-hour clock and seconds, as trading screens show them, and each language orders and
// punctuates them its own way ("11/26/2026, 07:43:12", "2026/11/26 07:43:12", "26/11/2026, 7:43:12"…).
import { useCallback } from 'react';
import type { Language } from '@exchange/contract/constants';
import { usePreferences } from '../session/preferences.ts';
import { htmlLang } from './language.ts';

const STYLES = {
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TimeStyle = keyof typeof STYLES;

/** What a time that cannot be read shows. */
export const NO_TIME = '--';

// Building a formatter costs far more than using one, and the recent trades format many a second.
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (language: Language, style: TimeStyle, timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = `${language}|${style}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(htmlLang(language), timeZone ? { ...STYLES[style], timeZone } : STYLES[style]);
    formatters.set(key, formatter);
  }
  return formatter;
};

/** `ms` (epoch milliseconds) in `language`; `timeZone` only where a fixed zone is wanted (tests). */
export const formatTime = (ms: number, language: Language, style: TimeStyle = 'dateTime', timeZone?: string): string =>
  Number.isFinite(ms) ? formatterFor(language, style, timeZone).format(ms) : NO_TIME;

/** `formatTime` in the current interface language. */
export const useFormatTime = (): ((ms: number, style?: TimeStyle) => string) => {
  const language = usePreferences((state) => state.language);
  return useCallback((ms, style) => formatTime(ms, language, style), [language]);
};
