/**
 * POST /api/v1/public/cookie-consent/{id}/consents as the embed sends it (sendBeacon's text/plain
 * JSON) answered before Koa: every visitor's choice on every customer's site comes here, so it is
 * the API's hottest write. It runs the full path's steps in its order (the contract's validator,
 * the published banner, the site's origin, the banner's own checks, the per-address limit, the
 * ledger) without a Koa context, router or body parser. Only a submission that passes them all is
 * answered here; anything else (another content type, a compressed, chunked or large body, an odd
 * URL, a body that fails a check) goes the full way, with the bytes already read, and gets the full
 * path's answer. The record is committed before the 201, as on the full path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compileRequest, listOperations, requestProblems } from '@privacy-portal/openapi/contract';
import type { Schemas } from '@privacy-portal/sdk';
import type { Logger } from 'pino';
import { answerJson } from '../../../http/api-answer.ts';
import { clientIp } from '../../../http/client-ip.ts';
import { errorReply, requestIdOf, requestLines } from '../../../http/middleware.ts';
import { allowedOrigin } from './consent-origin.ts';
import type { ConsentRuntime } from './consents.runtime.ts';
import { consentJob, type PublicRequest, submissionRefusal } from './consents.service.ts';
import { Lru } from './lru.ts';

// The contract's Id (1 … 2^31-1); no query string.
const CONSENTS_URL = /^\/api\/v1\/public\/cookie-consent\/([1-9][0-9]{0,9})\/consents$/;
const MAX_ID = 2_147_483_647;
/** A submission is well under 8 KB; larger bodies go the full way (which answers 413 past 64 KB). */
const BODY_MAX = 16 * 1024;
/** sendBeacon's and the embed's fetch fallback's type; UTF-8 is what both send. */
const BEACON_TYPE = /^text\/plain\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/** The request's body, read by the fast path, for the full path to parse instead of the socket. */
export const PREREAD_BODY = Symbol('preread consent body');
export type PrereadRequest = IncomingMessage & { [PREREAD_BODY]?: string };

export interface ConsentFastPathOptions {
  rt: ConsentRuntime;
  trustProxy: boolean;
  logger: Logger;
  /** The configured APP_URL (the demo shop's origin, accepted for .test properties). */
  appUrl: string;
}

const operation = listOperations().find((e) => e.operation.operationId === 'recordConsent');
if (!operation) throw new Error('recordConsent is not in the contract');

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function publicConsentFastPath(options: ConsentFastPathOptions) {
  const { rt } = options;
  const compiled = compileRequest(operation as NonNullable<typeof operation>);
  const log = requestLines(options.logger);
  // A consent is kept in the ledger: like a pageview it is not also a log line, unless debug is on.
  const logEach = options.logger.isLevelEnabled('debug');
  // The origin check parses URLs and finds registrable domains: the same few sites ask again and again.
  const origins = new Lru<string, string | null>(4096);
  const originOf = (url: string, o: string | undefined, r: string | undefined) => {
    const key = `${url}\n${o ?? ''}\n${r ?? ''}`;
    let allowed = origins.get(key);
    if (allowed === undefined) {
      allowed = allowedOrigin({ origin: o, referer: r }, url, options.appUrl);
      origins.set(key, allowed);
    }
    return allowed;
  };

  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    reqId: string,
    status: number,
    body: unknown,
    headers: string[],
    started: number,
  ) => {
    // The answer goes to the customer's site: its CORP is cross-origin, not the API's same-origin.
    answerJson(req, res, options.trustProxy, { status, body, headers }, { reqId, crossOrigin: true });
    if (logEach || status >= 500) log({ reqId, method: 'POST', path: req.url as string, status, started });
  };

  const take = async (
    req: PrereadRequest,
    res: ServerResponse,
    id: number,
    text: string,
    fallback: () => void,
  ) => {
    const started = performance.now();
    const reqId = requestIdOf(req.headers['x-request-id']);
    const goFullWay = () => {
      req[PREREAD_BODY] = text;
      fallback();
    };
    let body: Schemas['ConsentSubmission'];
    try {
      body = JSON.parse(text) as Schemas['ConsentSubmission'];
    } catch {
      return goFullWay();
    }
    const params = { propertyId: String(id) };
    if (requestProblems(compiled, { params, query: {}, body, hasBody: true }).length) return goFullWay();
    const state = await rt.banners.state(id);
    if (!state) return goFullWay();
    const allowed = originOf(state.url, header(req, 'origin'), header(req, 'referer'));
    if (!allowed || submissionRefusal(state, body)) return goFullWay();
    const visitor: PublicRequest = { ip: clientIp(req, options.trustProxy), headers: req.headers };
    try {
      await rt.submissions.consume(visitor.ip, state.propertyId);
    } catch {
      return goFullWay();
    }
    const cors = ['Access-Control-Allow-Origin', allowed, 'Vary', 'Origin'];
    try {
      const received = await rt.batcher.submit(await consentJob(rt, state, visitor, body));
      answer(req, res, reqId, 201, { response: received }, cors, started);
    } catch (err) {
      const reply = errorReply(err, reqId, options.logger);
      const retry = reply.retryAfter ? ['Retry-After', String(reply.retryAfter)] : [];
      answer(req, res, reqId, reply.status, reply.body, [...retry, ...cors], started);
    }
  };

  return (req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean => {
    if (req.method !== 'POST') return false;
    const m = CONSENTS_URL.exec(req.url ?? '');
    const id = Number(m?.[1]);
    const h = req.headers;
    const length = Number(h['content-length']);
    if (
      !m ||
      id > MAX_ID ||
      !(length > 0 && length <= BODY_MAX) ||
      h['transfer-encoding'] !== undefined ||
      (h['content-encoding'] !== undefined && h['content-encoding'] !== 'identity') ||
      !BEACON_TYPE.test(h['content-type'] ?? '')
    ) {
      return false;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const text =
        chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8');
      // After this turn's I/O: a batch's answer from the database, waiting behind a burst of
      // submissions, is read first, and the next batch's statement goes sooner (17-18k/s against
      // 14-16k/s on PostgreSQL).
      setImmediate(() =>
        take(req, res, id, text, fallback).catch((err: unknown) => {
          // Only a bug gets here (every step above answers or goes the full way): the one error shape.
          const reqId = requestIdOf(req.headers['x-request-id']);
          const reply = errorReply(err, reqId, options.logger);
          if (!res.headersSent) answer(req, res, reqId, reply.status, reply.body, [], performance.now());
        }),
      );
    });
    // A client that goes away mid-body leaves nothing to answer.
    req.once('error', () => res.destroy());
    return true;
  };
}
