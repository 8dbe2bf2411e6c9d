// Answer schemas restate the contract's answer types as zod, for the server's API document and
// its tests. They live beside the types, not in place of them: the types are what the web
// imports, and schemas in those modules would be code in the web's bundles. `exactly` ties the
// two together: a field added, dropped or changed on either side is a compile error.
import type { z } from 'zod';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? ([keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false) : false) : false;

/** `exactly<T>()(schema)`: the schema, when what it parses to is T. */
export const exactly =
  <T>() =>
  <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : { schemaDiffersFromType: T })): S =>
    schema;
