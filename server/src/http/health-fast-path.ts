import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { answerJson } from './api-answer.ts';
import { requestLines } from './middleware.ts';

export interface HealthFastPathOptions {
  /** The health operation's full path, e.g. /api/v1/health. */
  path: string;
  /** Whether X-Forwarded-Proto counts (TRUST_PROXY), as Koa's ctx.secure reads it. */
  trustProxy: boolean;
  logger: Logger;
  /** The health operation's own handler: a 200 reply, or it throws. */
  answer(): Promise<{ status: number; body?: unknown }>;
}

/**
 * `GET /api/v1/health` without Koa: load balancers ask every second and it needs no session, body,
 * contract validation or router. It answers with the headers the full path sends (the API's security headers,
 * no-store, X-Request-Id) and writes the same request line. Returns false for every other request,
 * and the full path answers it. A failing health check is left to the full path too, which turns
 * the handler's error into the one error shape.
 */
export function healthFastPath(options: HealthFastPathOptions) {
  const log = requestLines(options.logger);
  // A load balancer asks every second or so, per balancer and replica: a passing check is not an
  // access-log line at the default level (it is at debug). A failing one takes the full path, which logs it.
  const logEach = options.logger.isLevelEnabled('debug');
  return (req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean => {
    if (
      req.method !== 'GET' ||
      req.url !== options.path ||
      req.headers['content-length'] !== undefined ||
      req.headers['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const started = performance.now();
    options.answer().then(
      (reply) => {
        const reqId = answerJson(req, res, options.trustProxy, reply);
        if (logEach) log({ reqId, method: 'GET', path: options.path, status: reply.status, started });
      },
      () => fallback(),
    );
    return true;
  };
}
