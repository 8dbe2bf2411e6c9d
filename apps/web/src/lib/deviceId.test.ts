import { describe, expect, it } from 'vitest';
import { getDeviceId } from './deviceId.ts';
import { getStore, setStore } from './storage.ts';

describe('getDeviceId', () => {
  it('creates a random id once and keeps it', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getDeviceId()).toBe(id);
    expect(getStore({ name: 'deviceId' })).toBe(id);
  });

  it('reuses an id stored earlier and replaces a broken one', () => {
    setStore({ name: 'deviceId', content: 'abc' });
    expect(getDeviceId()).toBe('abc');
    setStore({ name: 'deviceId', content: 12 });
    expect(getDeviceId()).not.toBe(12);
  });
});
