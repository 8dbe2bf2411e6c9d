// The operator diagnostics pages /test … /test6 and what each shows (issue 26 part 4).
export const DIAGNOSTICS_PAGES = [
  { path: '/test', key: 'server' },
  { path: '/test1', key: 'channel' },
  { path: '/test2', key: 'rates' },
  { path: '/test3', key: 'session' },
  { path: '/test4', key: 'database' },
  { path: '/test5', key: 'web_routes' },
  { path: '/test6', key: 'api_routes' },
] as const;

export type DiagnosticsKey = (typeof DIAGNOSTICS_PAGES)[number]['key'];

export const diagnosticsPageOf = (pathname: string): DiagnosticsKey =>
  DIAGNOSTICS_PAGES.find((p) => p.path === pathname.replace(/\/+$/, ''))?.key ?? 'server';

/** Messages a second over the last window, from arrival times in ms. */
export const ratePerSecond = (times: number[], now: number, windowMs: number): number => {
  const recent = times.filter((t) => now - t <= windowMs).length;
  return Math.round((recent / (windowMs / 1000)) * 10) / 10;
};

/** "3d 4h 5m 6s" from whole seconds. */
export const durationText = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  const parts: Array<[number, string]> = [
    [Math.floor(s / 86400), 'd'],
    [Math.floor((s % 86400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'm'],
    [s % 60, 's'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  return first < 0 ? '0s' : parts.slice(first).map(([n, u]) => `${n}${u}`).join(' ');
};
