import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { listOperations, type OperationEntry } from '@privacy-portal/openapi/contract';
import Koa from 'koa';
import type { Deps } from './deps.ts';
import { mountOperations } from './http/contract.ts';
import { docsRouter } from './http/docs.ts';
import { embedStatic } from './http/embed.ts';
import { ApiError } from './http/errors.ts';
import { healthFastPath } from './http/health-fast-path.ts';
import { requestHandling } from './http/middleware.ts';
import { portalStatic } from './http/portal.ts';
import { requestFormPage } from './http/request-form-page.ts';
import { securityHeaders } from './http/security-headers.ts';
import { sessionReadFastPath } from './http/session-read.fast-path.ts';
import { authHandlers } from './modules/auth/auth.handlers.ts';
import { authenticator, callerCheck } from './modules/auth/authenticate.ts';
import { catalogueHandlers } from './modules/billing/catalogue/catalogue.handlers.ts';
import { commerceHandlers } from './modules/billing/commerce.handlers.ts';
import { testProviderRouter } from './modules/billing/payments/test-provider.routes.ts';
import { companyHandlers } from './modules/company/company.handlers.ts';
import { contactHandlers } from './modules/contact/contact.handlers.ts';
import { publicConfigFastPath } from './modules/cookieConsent/consents/public-config.fast-path.ts';
import {
  PREREAD_BODY,
  type PrereadRequest,
  publicConsentFastPath,
} from './modules/cookieConsent/consents/public-consent.fast-path.ts';
import {
  acceptsTextJson,
  publicConsentHttp,
  textBodyAsJson,
} from './modules/cookieConsent/consents/public-http.ts';
import { cookieConsentHandlers } from './modules/cookieConsent/cookieConsent.handlers.ts';
import { demoStorePage } from './modules/cookieConsent/demo/store.page.ts';
import { dsarHandlers } from './modules/dsar/dsar.handlers.ts';
import { helpHandlers } from './modules/help/help.handlers.ts';
import { mailboxAllowedFor } from './modules/mail/mailbox.access.ts';
import { mailboxPage } from './modules/mail/mailbox.page.ts';
import { listMailbox } from './modules/mail/mailbox.queries.ts';
import { notificationHandlers } from './modules/notifications/notifications.handlers.ts';
import { organizationHandlers } from './modules/organizations/organizations.handlers.ts';
import { propertyHandlers } from './modules/properties/properties.handlers.ts';
import { quickStartHandlers } from './modules/quickstart/quickstart.handlers.ts';
import { systemHandlers } from './modules/system/system.handlers.ts';
import { teamHandlers } from './modules/team/team.handlers.ts';
import { accountCheckHandlers } from './modules/users/account-checks.handlers.ts';
import { userHandlers } from './modules/users/users.handlers.ts';

export const API_PREFIX = '/api/v1';

/** Methods whose body is parsed; DELETE /delete-app-authencation carries the password in its body. */
const PARSED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const DSAR_SUBMISSION = /^\/api\/v1\/public\/dsar\/forms\/[a-z0-9-]{3,64}\/requests$/;

/** Content-Encodings of a request body the body parser decodes. */
const BODY_ENCODINGS = ['identity', 'gzip', 'deflate', 'br'];

type FastPath = (req: IncomingMessage, res: ServerResponse, fallback: () => void) => boolean;

/** Koa, with requests a fast path takes (health checks) answered before Koa builds a context. */
class PortalApp extends Koa {
  fastPath: FastPath | undefined;

  override callback(): ReturnType<Koa['callback']> {
    const full = super.callback();
    return (req, res) => {
      const fast = this.fastPath;
      // The server is node:http (app.listen); an HTTP/2 request would carry a :path, not a url match.
      if (fast?.(req as IncomingMessage, res as ServerResponse, () => void full(req, res))) {
        return Promise.resolve();
      }
      return full(req, res);
    };
  }
}

/** The Koa app for the given dependencies; main.ts listens, tests build fresh ones. */
export function createApp(deps: Deps): Koa {
  const app = new PortalApp({ proxy: deps.config.trustProxy });

  const system = systemHandlers(deps);
  const health = healthFastPath({
    path: `${API_PREFIX}/health`,
    trustProxy: deps.config.trustProxy,
    logger: deps.logger,
    answer: () => system.getHealth({} as Parameters<typeof system.getHealth>[0]),
  });
  // The embed's banner config: asked on every pageview of every customer's site.
  const bannerConfig = publicConfigFastPath({
    rt: deps.consents,
    trustProxy: deps.config.trustProxy,
    logger: deps.logger,
    countryHeader: deps.config.geoCountryHeader,
    regionHeader: deps.config.geoRegionHeader,
    geoip: deps.config.geoip,
  });
  // The embed's consent beacons: every visitor's choice on every customer's site.
  const consents = publicConsentFastPath({
    rt: deps.consents,
    trustProxy: deps.config.trustProxy,
    logger: deps.logger,
    appUrl: deps.config.appUrl,
  });
  // The shell's GET /user on every page: answered from the session cache.
  const users = userHandlers(deps);
  const userEntry = listOperations().find((e) => e.operation.operationId === 'getUser') as OperationEntry;
  const sessionReads = sessionReadFastPath({
    trustProxy: deps.config.trustProxy,
    logger: deps.logger,
    caller: callerCheck(deps),
    reads: [
      {
        path: `${API_PREFIX}${userEntry.path}`,
        entry: userEntry,
        // getUser reads only its caller: it has no Koa context here.
        answer: (auth) =>
          users.getUser({ auth, params: {}, query: {}, body: undefined, ctx: undefined as never }),
      },
    ],
  });
  app.fastPath = (req, res, fallback) =>
    health(req, res, fallback) ||
    sessionReads(req, res, fallback) ||
    bannerConfig(req, res) ||
    consents(req, res, fallback);

  const api = new Router({ prefix: API_PREFIX });
  const direct = mountOperations(
    api,
    {
      ...system,
      ...authHandlers(deps),
      ...accountCheckHandlers(deps),
      ...users,
      ...companyHandlers(deps),
      ...organizationHandlers(deps),
      ...propertyHandlers(deps),
      ...teamHandlers(deps),
      ...cookieConsentHandlers(deps),
      ...dsarHandlers(deps),
      ...quickStartHandlers(deps),
      ...notificationHandlers(deps),
      ...helpHandlers(deps),
      ...contactHandlers(deps),
      ...catalogueHandlers(deps),
      ...commerceHandlers(deps),
    },
    { authenticate: authenticator(deps) },
  );

  const templates = listOperations().map((e) => ({
    method: e.method.toUpperCase(),
    re: new RegExp(`^${API_PREFIX}${e.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    literal: !e.path.includes('{'),
    path: `${API_PREFIX}${e.path}`,
  }));
  // A path written out in the contract (/cart/update, /billing/subscription/cancel) is that path,
  // not a value of a neighbour's {id}: another method on it is a 405, not that neighbour's 400.
  // Looked up by path rather than by testing every template's regex on every request.
  const literals = new Map<string, typeof templates>();
  for (const t of templates.filter((t) => t.literal)) {
    literals.set(t.path, [...(literals.get(t.path) ?? []), t]);
  }
  const literal = (path: string) => literals.get(path) ?? [];
  // Likewise a path with a written-out segment where a neighbour has a {param} (/workflow/name/{orgId}
  // beside /workflow/{orgId}/{workflowId}): few, so their expressions are tested on each request.
  const segments = (path: string) => path.split('/');
  const isParam = (segment: string) => segment.startsWith('{');
  const shadows = (t: (typeof templates)[number], u: (typeof templates)[number]) => {
    const a = segments(t.path);
    const b = segments(u.path);
    return (
      a.length === b.length &&
      a.every((s, i) => s === b[i] || isParam(b[i] as string)) &&
      a.some((s, i) => !isParam(s) && isParam(b[i] as string))
    );
  };
  const specific = templates.filter(
    (t) => !t.literal && templates.some((u) => u.path !== t.path && shadows(t, u)),
  );
  const specificOf = (path: string) => {
    const hit = specific.find((t) => t.re.test(path));
    return hit ? specific.filter((t) => t.path === hit.path) : [];
  };

  const dev = new Router();
  dev.get('/dev/mailbox', async (ctx) => {
    // A refused client gets a bare 404, as if there were no mailbox at all.
    if (!mailboxAllowedFor(ctx, deps.config, deps.mailer.mailboxEnabled)) {
      ctx.status = 404;
      ctx.body = 'Not Found';
      return;
    }
    ctx.type = 'html';
    // The HTML mailbox shows the newest page (the largest one the contract allows).
    ctx.body = mailboxPage((await listMailbox(deps.db, { limit: 200 })).response);
  });

  app.use(requestHandling(deps.logger));
  const setSecurityHeaders = securityHeaders(API_PREFIX);
  // The security headers and the API's checks of a request before its body is read, in one
  // synchronous middleware (each step of Koa's chain costs a closure and often a promise).
  app.use((ctx, next) => {
    setSecurityHeaders(ctx);
    if (!ctx.path.startsWith('/api/')) return next();
    // Answers about accounts must not linger in shared caches.
    ctx.set('Cache-Control', 'no-store');
    if (!ctx.path.startsWith(`${API_PREFIX}/`)) return next();
    const length = ctx.request.length;
    // sendBeacon posts text/plain (JSON inside) to the public consent beacons: read as JSON below.
    if (length && !ctx.is('application/json') && !acceptsTextJson(ctx)) {
      throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json');
    }
    if (length || ctx.get('transfer-encoding')) {
      const encoding = ctx.get('content-encoding').trim().toLowerCase() || 'identity';
      if (!BODY_ENCODINGS.includes(encoding)) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          `Content-Encoding ${encoding.slice(0, 40)} is not supported: send gzip, deflate, br or none`,
        );
      }
    }
    return next();
  });
  app.use(publicConsentHttp(deps.consents, deps.config.appUrl));
  const bodyOptions = (jsonLimit: string): Parameters<typeof bodyParser>[0] => ({
    enableTypes: ['json', 'text'],
    textLimit: '64kb',
    jsonLimit,
    encoding: 'utf-8',
    parsedMethods: PARSED_METHODS,
    onError: (err, ctx) => {
      // A compressed body that does not decode fails in zlib, with no HTTP status of its own.
      const status = (err as { status?: number }).status;
      if (!status && ctx.get('content-encoding')) {
        throw new ApiError(
          400,
          'invalid_json',
          `The request body could not be decoded (Content-Encoding: ${ctx.get('content-encoding').slice(0, 40)})`,
        );
      }
      throw err;
    },
  });
  const parseBody = bodyParser(bodyOptions('256kb'));
  // A request from the hosted DSAR form carries its files (base64, at most three of 5 MB each).
  const parseSubmission = bodyParser(bodyOptions('22mb'));
  // GET and HEAD carry no body to parse: skip the parser's own (async) step.
  app.use((ctx, next) => {
    if (!PARSED_METHODS.includes(ctx.method)) return next();
    // A beacon the consent fast path read and handed on: its text, as the parser would give it.
    const preread = (ctx.req as PrereadRequest)[PREREAD_BODY];
    if (preread !== undefined) {
      (ctx.request as { body?: unknown }).body = preread;
      return next();
    }
    return DSAR_SUBMISSION.test(ctx.path) ? parseSubmission(ctx, next) : parseBody(ctx, next);
  });
  app.use(textBodyAsJson);
  app.use((ctx, next) => {
    const exact = literal(ctx.path).length ? literal(ctx.path) : specificOf(ctx.path);
    if (
      exact.length &&
      !exact.some((t) => t.method === ctx.method || (t.method === 'GET' && ctx.method === 'HEAD'))
    ) {
      ctx.set('Allow', [...new Set(exact.map((t) => t.method))].join(', '));
      throw new ApiError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}`);
    }
    return next();
  });
  app.use(direct);
  app.use(api.routes());
  app.use(docsRouter().routes());
  app.use(dev.routes());
  app.use(testProviderRouter(deps).routes());
  app.use(async (ctx, next) => {
    // Reached only when no route answered: a known path with another method is a 405.
    if (!ctx.path.startsWith('/api/')) return next();
    const exact = literal(ctx.path);
    const sameUrl = exact.length ? exact : templates.filter((t) => t.re.test(ctx.path));
    if (sameUrl.length) {
      ctx.set('Allow', [...new Set(sameUrl.map((t) => t.method))].join(', '));
      throw new ApiError(405, 'method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}`);
    }
    throw new ApiError(404, 'not_found', `No API operation at ${ctx.method} ${ctx.path}`);
  });
  // The hosted DSAR request form (/privacy-request/…): a small page that loads /embed/v1/request-form.js.
  app.use(requestFormPage());
  app.use(embedStatic(deps.config.embedDir));
  app.use(demoStorePage(deps.db));
  app.use(portalStatic(deps.config.portalDir));
  return app;
}
