// Zod compiles object schemas with `new Function` when it may, and finds out by trying once. The
// server's Content-Security-Policy allows no string to be run as script (apps/server/src/http/
// securityHeaders.ts), so the try is refused and reported as a violation on every page, and Zod
// validates without compiling anyway. Told so before any schema runs, it does not try.
//
// Zod keeps its settings in globalThis.__zod_globalConfig (one object for every copy of Zod in a
// page) and uses an object it finds there, so the entry sets them without importing Zod, which
// stays in the chunks that validate (importing its config() put 11 KB of Zod in the entry).
// jitlessZod.test.ts checks that Zod reads the setting.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });
