// Requests Node's HTTP parser refuses before Fastify sees them: headers too large, bytes that are
// not HTTP, a request that never finishes arriving. There is no request or reply yet, so the
// answer is written on the socket, in the envelope like every other refusal, and the connection
// closed, as Node itself does. Fastify's own answer here is a JSON shape of its own.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CODE, fail } from '@exchange/contract';

const ANSWERS: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: 'The request took too long to arrive' },
};
const MALFORMED = { status: 400, msg: 'Malformed HTTP request' };

/** Fastify's clientErrorHandler option: called with the instance as `this`. */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, msg } = ANSWERS[error.code ?? ''] ?? MALFORMED;
  this.log.debug({ code: error.code }, msg);
  if (socket.writable) {
    const body = JSON.stringify(fail(msg, status === 400 ? CODE.business : status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
