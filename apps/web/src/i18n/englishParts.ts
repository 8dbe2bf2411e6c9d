// The bundled English texts come in two parts, so the home route carries only what it shows.
// "core": the frame (header, footer, menus, errors, page titles of the frame) and the home page;
// it is in the entry chunk, ready for the first render. "rest": everything else, its own chunk,
// loaded by every other page and panel before it renders (englishRest.ts, app/lazy.ts). en.json
// stays the one source: the Vite plugin below cuts it in two at build time by key prefix.
//
// A key of the rest that is asked for before the rest has loaded is not lost: i18next's missing-key
// hook loads the rest, and react-i18next re-renders when it arrives (index.ts).

/** Prefixes (the part of a key before its first dot) whose keys are in the core part. */
export const CORE_PREFIXES: readonly string[] = ['common', 'error', 'footer', 'header', 'home', 'language', 'market', 'nav', 'social', 'theme', 'title'];

export const isCoreKey = (key: string): boolean => CORE_PREFIXES.includes(key.slice(0, key.indexOf('.')));

export type Texts = Record<string, string>;

/** The texts of one part. */
export const englishPart = (texts: Texts, part: 'core' | 'rest'): Texts =>
  Object.fromEntries(Object.entries(texts).filter(([key]) => isCoreKey(key) === (part === 'core')));
