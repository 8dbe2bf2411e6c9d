import { describe, expect, it } from 'vitest';
import { formatTime, NO_TIME } from './dateTime.ts';

// 2024-05-01 13:45:07 UTC, shown in UTC so the expectations hold in any zone the tests run in.
const AT = Date.UTC(2024, 4, 1, 13, 45, 7);

describe('formatTime', () => {
  it.each([
    ['en', '05/01/2024, 13:45:07', '05/01/2024', '13:45:07'],
    ['zh_cn', '2024/05/01 13:45:07', '2024/05/01', '13:45:07'],
    // Traditional Chinese puts a thin space (U+2009) between date and time.
    ['zh_tw', '2024/05/01\u200913:45:07', '2024/05/01', '13:45:07'],
    ['jp', '2024/05/01 13:45:07', '2024/05/01', '13:45:07'],
    ['kr', '2024. 05. 01. 13:45:07', '2024. 05. 01.', '13:45:07'],
    ['es', '01/05/2024, 13:45:07', '01/05/2024', '13:45:07'],
  ] as const)('writes a time as %s does', (language, dateTime, date, time) => {
    expect(formatTime(AT, language, 'dateTime', 'UTC')).toBe(dateTime);
    expect(formatTime(AT, language, 'date', 'UTC')).toBe(date);
    expect(formatTime(AT, language, 'time', 'UTC')).toBe(time);
  });

  it('uses a 24-hour clock in every language', () => {
    const evening = Date.UTC(2024, 4, 1, 21, 5, 9);
    for (const language of ['en', 'zh_cn', 'zh_tw', 'jp', 'kr', 'es'] as const) {
      expect(formatTime(evening, language, 'time', 'UTC'), language).toBe('21:05:09');
    }
  });

  it('shows the viewer’s zone when none is given', () => {
    const local = new Date(2024, 4, 1, 9, 8, 7).getTime();
    expect(formatTime(local, 'en', 'time')).toBe('09:08:07');
  });

  it('shows a dash for what is not a time', () => {
    expect(formatTime(Number.NaN, 'en')).toBe(NO_TIME);
    expect(formatTime(Number.POSITIVE_INFINITY, 'jp', 'date')).toBe(NO_TIME);
  });
});
