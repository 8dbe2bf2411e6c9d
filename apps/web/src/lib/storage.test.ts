import { describe, expect, it } from 'vitest';
import { clearStore, getStore, prefixedStorage, removeStore, setStore } from './storage.ts';

describe('storage', () => {
  it('stores the stored-item shape under the coin_web1 prefix', () => {
    setStore({ name: 'token', content: { a: 1 } });
    const raw = JSON.parse(localStorage.getItem('coin_web1-token') ?? 'null');
    expect(raw).toMatchObject({ name: 'token', content: { a: 1 }, type: 'local', dataType: 'object' });
    expect(typeof raw.datetime).toBe('number');
    expect(getStore({ name: 'token' })).toEqual({ a: 1 });
  });

  it('puts session items in sessionStorage and prefers them when no type is given', () => {
    setStore({ name: 'x', content: 'local' });
    setStore({ name: 'x', content: 'session', type: 'session' });
    expect(sessionStorage.getItem('coin_web1-x')).not.toBeNull();
    expect(getStore({ name: 'x' })).toBe('session');
    expect(getStore({ name: 'x', type: 'local' })).toBe('local');
  });

  it('reads corrupt or foreign values as undefined without throwing', () => {
    localStorage.setItem('coin_web1-bad', '{not json');
    localStorage.setItem('coin_web1-plain', '42');
    expect(getStore({ name: 'bad' })).toBeUndefined();
    expect(getStore({ name: 'plain' })).toBeUndefined();
    expect(getStore({ name: 'missing' })).toBeUndefined();
  });

  it('keeps falsy contents', () => {
    setStore({ name: 'zero', content: 0 });
    setStore({ name: 'no', content: false });
    expect(getStore({ name: 'zero' })).toBe(0);
    expect(getStore({ name: 'no' })).toBe(false);
  });

  it('removes an item from both areas', () => {
    setStore({ name: 'x', content: 1 });
    setStore({ name: 'x', content: 2, type: 'session' });
    removeStore({ name: 'x' });
    expect(getStore({ name: 'x' })).toBeUndefined();
  });

  it('clears only items with our prefix', () => {
    setStore({ name: 'a', content: 1 });
    setStore({ name: 'b', content: 2, type: 'session' });
    localStorage.setItem('other-app', 'keep');
    clearStore();
    expect(localStorage.getItem('coin_web1-a')).toBeNull();
    expect(sessionStorage.getItem('coin_web1-b')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('keep');
  });

  it('can clear the session area alone', () => {
    setStore({ name: 'a', content: 1 });
    setStore({ name: 'b', content: 2, type: 'session' });
    clearStore({ type: 'session' });
    expect(getStore({ name: 'a' })).toBe(1);
    expect(getStore({ name: 'b' })).toBeUndefined();
  });

  it('gives zustand a prefixed JSON storage', () => {
    prefixedStorage.setItem('preferences', JSON.stringify({ state: { theme: 'night' }, version: 0 }));
    const raw = JSON.parse(localStorage.getItem('coin_web1-preferences') ?? 'null');
    expect(raw.content).toEqual({ state: { theme: 'night' }, version: 0 });
    expect(JSON.parse(String(prefixedStorage.getItem('preferences')))).toEqual(raw.content);
    prefixedStorage.removeItem('preferences');
    expect(prefixedStorage.getItem('preferences')).toBeNull();
  });
});
