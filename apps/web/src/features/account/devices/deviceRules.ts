// Device names and the login log in the member's words: a device's name is 1 to 40 characters (the
// server's limit), this browser is marked, and a user agent is shortened to browser and system.
import { z } from 'zod';

export const DEVICE_NAME_MAX = 40;

export const deviceNameSchema = z.object({
  name: z.string().trim().min(1, 'account.error.device_name_required').max(DEVICE_NAME_MAX, 'account.error.device_name_long'),
});
export type DeviceNameValues = z.input<typeof deviceNameSchema>;

export const isThisDevice = (row: { device_id: string }, thisDeviceId: string): boolean => row.device_id !== '' && row.device_id === thisDeviceId;

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Chrome\//, 'Chrome'],
  [/Firefox\//, 'Firefox'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome · Linux" from a user agent; the raw string when neither is recognised. */
export const shortAgent = (userAgent: string): string => {
  const browser = BROWSERS.find(([test]) => test.test(userAgent))?.[1];
  const system = SYSTEMS.find(([test]) => test.test(userAgent))?.[1];
  if (!browser && !system) return userAgent || '--';
  return [browser, system].filter(Boolean).join(' · ');
};
