// What a request knows about its caller: the member behind Blade-Auth (if any) and the language.
import type { FastifyRequest } from 'fastify';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@exchange/contract';
import { UnauthorizedError } from './errors.ts';

export interface Caller {
  memberId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    lang: Language;
  }
}

/** The logged-in caller, or a 401 for the web to log out and go to /user/login. */
export const requireCaller = (request: FastifyRequest): Caller => {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
};

export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export const clientIp = (request: FastifyRequest): string => request.ip ?? '';
