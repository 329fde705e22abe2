import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaderValues, type SecurityOptions } from '../src/lib/security-headers.ts';

/**
 * How long a client may take, so that slow or idle connections cannot pile up: the request's headers within
 * `headersTimeout`, the whole request (a contact form's body included) within `requestTimeout`, and an idle
 * kept-alive connection is closed after `keepAliveTimeout` (longer than a reverse proxy keeps its own idle
 * connections to us, deploy/Caddyfile's 30 s, so that the proxy never reuses one we are closing). Node checks
 * pending requests every `connectionsCheckingInterval`.
 */
export interface ConnectionLimits {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  /** A socket that sends and receives nothing at all for this long is closed. */
  idleTimeout: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 72_000,
  idleTimeout: 120_000,
};

/** Node's http.createServer options for these limits. */
export function serverOptions(limits: ConnectionLimits) {
  return {
    headersTimeout: limits.headersTimeout,
    requestTimeout: limits.requestTimeout,
    keepAliveTimeout: limits.keepAliveTimeout,
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, limits.headersTimeout / 2)),
    // Node's own 400 for an HTTP/1.1 request without Host carries none of our headers: `refuseMissingHost` answers it.
    requireHostHeader: false,
  };
}

/** The body of a refusal that says only its status: 400 => 'Bad Request'. */
export const plainText = (status: number) => STATUS_CODES[status] ?? 'Error';

/**
 * What the server answers a request it cannot read (bad HTTP, headers too large, too slow) before Fastify
 * has a request: the security headers and the status text, nothing of what the client sent. Written on the
 * socket, as Node's own answer is, then the connection is closed.
 */
export function clientErrorHandler(security: SecurityOptions) {
  const headers = Object.entries(securityHeaderValues(security))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function onClientError(error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = plainText(status);
    // Only when no answer has begun on this connection: a half-sent response cannot be followed by another.
    const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !response?.headersSent) {
      socket.write(
        `HTTP/1.1 ${status} ${body}\r\n${headers}content-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

/**
 * Fastify's answer to what its router refuses (a path that cannot be decoded, such as '/%zz'): by default a
 * JSON body quoting the path, without the hooks that add the security headers. Here: the headers, the
 * status text, no echo.
 */
export function frameworkErrors(security: SecurityOptions) {
  const headers = securityHeaderValues(security);
  return function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    reply.code(status).headers(headers).type('text/plain; charset=utf-8').send(plainText(status));
  };
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112, 3.2) and a request without one is a 400, answered as every
 * other unreadable request is: the status text, and the security headers from the hook every answer passes.
 */
export async function refuseMissingHost(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers.host !== undefined || request.raw.httpVersion !== '1.1') return;
  return reply.code(400).header('connection', 'close').type('text/plain; charset=utf-8').send(plainText(400));
}
