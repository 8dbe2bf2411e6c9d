// What a route says about itself for the API document (apiDocs.ts): one declaration in its
// options, `{ config: { doc: { … } } }`, naming the zod schemas its handler parses with.
import type { z } from 'zod';

export interface RouteDoc {
  summary: string;
  /** `member`: needs Blade-Auth (401 without it); `optional`: a login changes the answer; public otherwise. */
  auth?: 'member' | 'optional';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data (an upload) rather than JSON. */
  multipart?: true;
  /** What `data` of the envelope holds on success (z.null() when nothing); the whole answer when `flat`. */
  answer: z.ZodType;
  /** The answer is not wrapped in the envelope: the token call (§4), the broker's and operator's hooks. */
  flat?: true;
  /** A refusal's answer when it is not the envelope (the token call's { error_code, error_description }). */
  failure?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}
