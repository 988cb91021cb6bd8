/**
 * Authenticated reads answered before Koa: GET /api/v1/user, which the portal's shell asks on every
 * page. Only the plain case is taken: the exact path (no query), no body, and a Bearer token whose
 * session the caller check accepts (from the session cache: no query). Anything else goes the full way
 * (HEAD, another path, no token or a bad one, a failing read), which answers it with the same headers,
 * or in the one error shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationEntry } from '@privacy-portal/openapi/contract';
import type { Logger } from 'pino';
import type { Auth } from '../modules/access/access.ts';
import type { callerCheck } from '../modules/auth/authenticate.ts';
import { answerJson } from './api-answer.ts';
import { clientIp } from './client-ip.ts';
import { requestLines } from './middleware.ts';

export interface SessionRead {
  /** The operation's full path, e.g. /api/v1/user. */
  path: string;
  entry: OperationEntry;
  /** The operation's own handler, given only the caller. */
  answer(auth: Auth): Promise<{ status: number; body?: unknown }>;
}

export interface SessionReadOptions {
  trustProxy: boolean;
  logger: Logger;
  caller: ReturnType<typeof callerCheck>;
  reads: SessionRead[];
}

export function sessionReadFastPath(options: SessionReadOptions) {
  const log = requestLines(options.logger);
  const byPath = new Map(options.reads.map((r) => [r.path, r]));
  return (req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean => {
    const read = req.method === 'GET' ? byPath.get(req.url ?? '') : undefined;
    const authorization = req.headers.authorization;
    if (
      !read ||
      typeof authorization !== 'string' ||
      req.headers['content-length'] !== undefined ||
      req.headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const started = performance.now();
    const client = () => ({
      ip: clientIp(req, options.trustProxy),
      userAgent: req.headers['user-agent'] ?? '',
    });
    options
      .caller(authorization, read.entry, client)
      .then((auth) => read.answer(auth))
      .then(
        (reply) => {
          const reqId = answerJson(req, res, options.trustProxy, reply);
          log({ reqId, method: 'GET', path: read.path, status: reply.status, started });
        },
        // Refused or failed: the full path answers (a 401 in the one error shape, say).
        () => fallback(),
      );
    return true;
  };
}
