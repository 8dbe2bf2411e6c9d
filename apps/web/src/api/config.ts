// The server writes its runtime config into index.html (`#exchange-config`), so one build runs
// against any API head, language header or client id. Read once; missing or broken → defaults
// (unit tests, vite dev).
import { DEFAULT_API_HEAD, DEFAULT_LANG_HEADER } from '@exchange/contract/paths';

export interface RuntimeConfig {
  apiHead: string;
  langHeader: string;
  clientId: string;
  clientSecret: string;
  brand: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiHead: DEFAULT_API_HEAD,
  langHeader: DEFAULT_LANG_HEADER,
  clientId: 'exchange_web',
  clientSecret: 'exchange_web_secret',
  brand: 'Exchange',
};

const KEYS = Object.keys(DEFAULT_RUNTIME_CONFIG) as Array<keyof RuntimeConfig>;

/** Keeps the known non-empty string fields of the JSON text, defaults for the rest. */
export const parseRuntimeConfig = (text: string | null | undefined): RuntimeConfig => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return { ...DEFAULT_RUNTIME_CONFIG };
  }
  const config = { ...DEFAULT_RUNTIME_CONFIG };
  if (typeof parsed !== 'object' || parsed === null) return config;
  for (const key of KEYS) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.length > 0) config[key] = value;
  }
  return config;
};

export const runtimeConfig: Readonly<RuntimeConfig> = Object.freeze(
  parseRuntimeConfig(typeof document === 'undefined' ? null : document.getElementById('exchange-config')?.textContent),
);
