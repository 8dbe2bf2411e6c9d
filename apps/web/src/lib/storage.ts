// lib/: small pure helpers with no knowledge of the exchange's screens (storage, hashing, ids,
// cookies). Everything the web keeps in the browser goes through this file so that every key
// carries the coin_web1 prefix (spec §3 "Locally kept state") and one logout can clear it all.
//
// An item is stored as `{ name, content, type, datetime, dataType }`, the stored-item entity of
// spec §3, so values written by older builds or by zustand stores read back the same way.
import type { StateStorage } from 'zustand/middleware';
import { STORAGE_PREFIX } from '@exchange/contract/constants';

export type StoreType = 'session' | 'local';

export interface StoredItem<T = unknown> {
  name: string;
  content: T;
  type: StoreType;
  datetime: number;
  dataType: string;
}

const keyOf = (name: string) => `${STORAGE_PREFIX}-${name}`;
const areaOf = (type?: StoreType): Storage => (type === 'session' ? sessionStorage : localStorage);

export const setStore = <T>({ name, content, type }: { name: string; content: T; type?: StoreType }): void => {
  const item: StoredItem<T> = {
    name,
    content,
    type: type === 'session' ? 'session' : 'local',
    datetime: Date.now(),
    dataType: typeof content,
  };
  try {
    areaOf(type).setItem(keyOf(name), JSON.stringify(item));
  } catch {
    // Full or blocked storage (private mode): the app keeps working with in-memory state.
  }
};

const readFrom = <T>(area: Storage, name: string): T | undefined => {
  try {
    const raw = area.getItem(keyOf(name));
    if (raw === null) return undefined;
    const item: unknown = JSON.parse(raw);
    if (typeof item !== 'object' || item === null || !('content' in item)) return undefined;
    return (item as StoredItem<T>).content;
  } catch {
    return undefined;
  }
};

/** Reads an item; without a type the session copy wins over the local one. Never throws. */
export const getStore = <T>({ name, type }: { name: string; type?: StoreType }): T | undefined => {
  if (type) return readFrom<T>(areaOf(type), name);
  return readFrom<T>(sessionStorage, name) ?? readFrom<T>(localStorage, name);
};

export const removeStore = ({ name, type }: { name: string; type?: StoreType }): void => {
  const areas = type ? [areaOf(type)] : [sessionStorage, localStorage];
  for (const area of areas) area.removeItem(keyOf(name));
};

/** Removes our items only: other apps on the same origin keep theirs. */
export const clearStore = ({ type }: { type?: StoreType } = {}): void => {
  const areas = type ? [areaOf(type)] : [sessionStorage, localStorage];
  for (const area of areas) {
    const ours = Array.from({ length: area.length }, (_, i) => area.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(`${STORAGE_PREFIX}-`),
    );
    for (const key of ours) area.removeItem(key);
  }
};

/** The storage key of a name, for code that listens to `storage` events of other tabs. */
export const storageKey = keyOf;

/**
 * zustand `persist` adapter: pass `createJSONStorage(() => prefixedStorage)`. State persists as
 * `coin_web1-<name>` in the same stored-item shape as everything else.
 */
export const prefixedStorage: StateStorage = {
  getItem: (name) => {
    const content = getStore<unknown>({ name, type: 'local' });
    return content === undefined ? null : JSON.stringify(content);
  },
  setItem: (name, value) => {
    try {
      setStore({ name, content: JSON.parse(value) as unknown });
    } catch {
      // zustand always hands us its own JSON; anything else is not worth persisting.
    }
  },
  removeItem: (name) => removeStore({ name, type: 'local' }),
};
