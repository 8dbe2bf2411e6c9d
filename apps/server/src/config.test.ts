// Environment knobs refused at startup with a message that names them, rather than taken wrongly.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('takes the database maintenance interval, 1 s by default and 0 for off', () => {
    expect(loadConfig({}).dbMaintenanceSeconds).toBe(1);
    expect(loadConfig({ DB_MAINTENANCE_SECONDS: '0' }).dbMaintenanceSeconds).toBe(0);
    expect(loadConfig({ DB_MAINTENANCE_SECONDS: '60' }).dbMaintenanceSeconds).toBe(60);
  });

  it('puts PGlite on a thread of its own when there is a second core for it, unless told', () => {
    expect(loadConfig({}, 2).pgliteThread).toBe('worker');
    expect(loadConfig({ PGLITE_THREAD: 'auto' }, 1).pgliteThread).toBe('main');
    expect(loadConfig({ PGLITE_THREAD: 'main' }, 8).pgliteThread).toBe('main');
    expect(loadConfig({ PGLITE_THREAD: 'worker' }, 1).pgliteThread).toBe('worker');
    expect(() => loadConfig({ PGLITE_THREAD: 'threads' })).toThrow('PGLITE_THREAD must be auto, main or worker');
  });

  it('refuses a maintenance interval a timer cannot keep (Node would fire it every millisecond)', () => {
    expect(loadConfig({ DB_MAINTENANCE_SECONDS: '2147483' }).dbMaintenanceSeconds).toBe(2147483);
    expect(() => loadConfig({ DB_MAINTENANCE_SECONDS: '3000000' })).toThrow('DB_MAINTENANCE_SECONDS must be at most 2147483');
    expect(() => loadConfig({ DB_MAINTENANCE_SECONDS: 'often' })).toThrow('DB_MAINTENANCE_SECONDS must be a non-negative integer');
    expect(() => loadConfig({ DB_MAINTENANCE_SECONDS: '-5' })).toThrow('DB_MAINTENANCE_SECONDS');
  });

  it('trusts X-Forwarded-For from no one unless TRUST_PROXY names the proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const wrong of ['true', '1', '10.0.0.0/33', 'proxy.local', '10.0.0.1,', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow('TRUST_PROXY must be');
  });

  it('listens on loopback unless told, the internal listener on a free port of its own', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', internalHost: '127.0.0.1', internalPort: 0 });
    expect(loadConfig({ HOST: '0.0.0.0', INTERNAL_HOST: '10.0.0.2', INTERNAL_PORT: '8081' })).toMatchObject({ host: '0.0.0.0', internalHost: '10.0.0.2', internalPort: 8081 });
  });
});
