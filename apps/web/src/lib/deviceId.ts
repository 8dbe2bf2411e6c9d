// A random id that names this browser to the server's device list (token call `deviceId`).
// Kept across sessions so the account-activity page shows one device, not one per login.
import { getStore, setStore } from './storage.ts';

const NAME = 'deviceId';

const randomId = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

export const getDeviceId = (): string => {
  const stored = getStore<unknown>({ name: NAME, type: 'local' });
  if (typeof stored === 'string' && stored.length > 0) return stored;
  const id = randomId();
  setStore({ name: NAME, content: id });
  return id;
};
