import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

const directives = { 'img-src': ["'self'", 'data:'], 'connect-src': ["'self'"] };

/**
 * helmet's headers, with the two that assume TLS (the CSP's upgrade-insecure-requests and HSTS)
 * only on requests that came over TLS: on plain HTTP from any host but localhost the upgrade sends
 * the portal's own scripts to https, where nothing answers, and the page stays blank.
 * ctx.secure is TLS on the socket, or X-Forwarded-Proto: https when TRUST_PROXY is on.
 */
export function securityHeaders(): Middleware {
  const overTls = helmet({ contentSecurityPolicy: { directives } });
  const plain = helmet({
    contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
    strictTransportSecurity: false,
  });
  return (ctx, next) => (ctx.secure ? overTls : plain)(ctx, next);
}
