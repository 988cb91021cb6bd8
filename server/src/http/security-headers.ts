import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Context } from 'koa';

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

const HSTS = SECURITY_HEADERS.overTls.set.find(([name]) => name === 'Strict-Transport-Security');

/**
 * What an answer of the JSON API needs (OWASP's REST security headers): it is data, never a page, so
 * it may load nothing and be framed by no one, and a browser must not sniff it into something that
 * runs. The page headers (script, style, font sources, cross-origin isolation) are for documents and
 * only made each answer longer. HSTS still goes with answers that came over TLS.
 */
const API_HEADERS: Array<[string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];
export const API_SECURITY_HEADERS: { overTls: HeaderSet; plain: HeaderSet } = {
  overTls: { set: [...API_HEADERS, ...(HSTS ? [HSTS] : [])], remove: SECURITY_HEADERS.overTls.remove },
  plain: { set: API_HEADERS, remove: SECURITY_HEADERS.plain.remove },
};

/** The API's headers as a flat [name, value, name, value, …] list, for res.writeHead. */
export const FLAT_API_SECURITY_HEADERS = {
  overTls: API_SECURITY_HEADERS.overTls.set.flat(),
  plain: API_SECURITY_HEADERS.plain.set.flat(),
};

/** The same for an answer a customer's site reads (the consent beacon's): its CORP is cross-origin. */
const crossOrigin = (set: Array<[string, string]>) =>
  set.flatMap(([name, value]) => [name, name === 'Cross-Origin-Resource-Policy' ? 'cross-origin' : value]);
export const FLAT_CROSS_ORIGIN_API_SECURITY_HEADERS = {
  overTls: crossOrigin(API_SECURITY_HEADERS.overTls.set),
  plain: crossOrigin(API_SECURITY_HEADERS.plain.set),
};

export function applySecurityHeaders(res: ServerResponse, secure: boolean, api = false): void {
  const sets = api ? API_SECURITY_HEADERS : SECURITY_HEADERS;
  const headers = secure ? sets.overTls : sets.plain;
  for (const name of headers.remove) res.removeHeader(name);
  for (const [name, value] of headers.set) res.setHeader(name, value);
}

/**
 * Sets the API's headers on paths under `apiPrefix` (its JSON answers), helmet's page headers on the
 * rest (the portal, the API docs page, the dev mailbox, the test provider's pages). ctx.secure is TLS
 * on the socket, or X-Forwarded-Proto: https when TRUST_PROXY is on.
 */
export function securityHeaders(apiPrefix: string): (ctx: Context) => void {
  const api = `${apiPrefix}/`;
  return (ctx) => applySecurityHeaders(ctx.res, ctx.secure, ctx.path.startsWith(api));
}
