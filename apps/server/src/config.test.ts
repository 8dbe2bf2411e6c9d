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
});
