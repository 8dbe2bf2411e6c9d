import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, runtimeConfig } from './config.ts';

describe('runtime config', () => {
  it('falls back to the defaults when the script is missing or broken', () => {
    expect(runtimeConfig).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig('{oops')).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(parseRuntimeConfig('[]')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('takes the known string fields the server wrote', () => {
    const config = parseRuntimeConfig('{"apiHead":"ex2","langHeader":"","brand":7,"extra":"x"}');
    expect(config).toEqual({ ...DEFAULT_RUNTIME_CONFIG, apiHead: 'ex2' });
  });
});
