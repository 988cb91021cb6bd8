import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';

const directives = { 'img-src': ["'self'", 'data:'], 'connect-src': ["'self'"] };

/** What helmet does to a response: the headers it sets and the ones it removes (X-Powered-By). */
export interface HeaderSet {
  set: Array<[string, string]>;
  remove: string[];
}

/**
 * helmet's headers for these options, taken once: with static directives (no nonces) they are the
 * same on every response, and replaying them costs a fraction of running helmet (and koa-helmet's
 * promise) per request.
 */
function recordHelmet(options: HelmetOptions): HeaderSet {
  const headers = new Map<string, string>();
  const remove: string[] = [];
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => {
      headers.delete(name);
      remove.push(name);
    },
  };
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return { set: [...headers], remove };
}

/**
 * helmet's headers, with the two that assume TLS (the CSP's upgrade-insecure-requests and HSTS)
 * only on requests that came over TLS: on plain HTTP from any host but localhost the upgrade sends
 * the portal's own scripts to https, where nothing answers, and the page stays blank.
 */
export const SECURITY_HEADERS: { overTls: HeaderSet; plain: HeaderSet } = {
  overTls: recordHelmet({ contentSecurityPolicy: { directives } }),
  plain: recordHelmet({
    contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
    strictTransportSecurity: false,
  }),
};

/** The same headers as a flat [name, value, name, value, …] list, for res.writeHead. */
export const FLAT_SECURITY_HEADERS = {
  overTls: SECURITY_HEADERS.overTls.set.flat(),
  plain: SECURITY_HEADERS.plain.set.flat(),
};

export function applySecurityHeaders(res: ServerResponse, secure: boolean): void {
  const headers = secure ? SECURITY_HEADERS.overTls : SECURITY_HEADERS.plain;
  for (const name of headers.remove) res.removeHeader(name);
  for (const [name, value] of headers.set) res.setHeader(name, value);
}

/** ctx.secure is TLS on the socket, or X-Forwarded-Proto: https when TRUST_PROXY is on. */
export function securityHeaders(): Middleware {
  return (ctx, next) => {
    applySecurityHeaders(ctx.res, ctx.secure);
    return next();
  };
}
