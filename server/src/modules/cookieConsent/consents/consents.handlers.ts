/**
 * The public Cookie Consent operations the embed calls (openapi/paths/public.yaml). Thin: headers for
 * caching and CORS, then the services. The config read is usually answered by the fast path
 * (public-config.fast-path.ts) before Koa; this handler answers what the fast path leaves.
 */
import type { Context } from 'koa';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';
import {
  checkOrigin,
  consentReceipt,
  type PublicRequest,
  publicState,
  recordConsent,
} from './consents.service.ts';
import type { CachedBody } from './public-banner.service.ts';
import { configHeaders, publicReadHeaders } from './public-headers.ts';

type PublicOps =
  | 'getPublicBannerConfig'
  | 'getPublicBannerDetails'
  | 'getPublicVendorList'
  | 'recordConsent'
  | 'getConsentReceipt'
  | 'reportInstallation';

const requestOf = (ctx: Context): PublicRequest => ({ ip: ctx.ip, headers: ctx.headers });

function cached(ctx: Context, body: CachedBody | null, headers: Array<[string, string]>) {
  if (!body) throw notFound('Property');
  for (const [name, value] of headers) ctx.set(name, value);
  ctx.set('ETag', body.etag);
  // The conditional GET (304) is the app's: it answers fresh ETags for every public read.
  return { status: 200 as const, body: body.value as never };
}

export function consentsPublicHandlers(deps: Deps): Pick<Handlers<Auth>, PublicOps> {
  const rt = deps.consents;
  const { config } = deps;
  const readHeaders = configHeaders({
    countryHeader: config.geoCountryHeader,
    regionHeader: config.geoRegionHeader,
    geoip: config.geoip,
  });
  return {
    async getPublicBannerConfig({ params, query, ctx }) {
      const body = await rt.banners.config(params.propertyId, {
        lang: query.lang,
        acceptLanguage: ctx.get('accept-language'),
        place: rt.geo.locate(ctx.headers, ctx.ip),
        gpc: ctx.get('sec-gpc') === '1',
      });
      if (body) {
        const state = await rt.banners.state(params.propertyId);
        if (state) rt.pageviews.count(state);
      }
      return cached(ctx, body, readHeaders);
    },
    async getPublicBannerDetails({ params, query, ctx }) {
      const body = await rt.banners.details(params.propertyId, {
        lang: query.lang,
        acceptLanguage: ctx.get('accept-language'),
      });
      return cached(ctx, body, publicReadHeaders());
    },
    async getPublicVendorList({ params, ctx }) {
      return cached(ctx, await rt.banners.vendorList(params.propertyId), publicReadHeaders());
    },
    async recordConsent({ params, body, ctx }) {
      const state = await publicState(rt, params.propertyId);
      const req = requestOf(ctx);
      ctx.set('Access-Control-Allow-Origin', checkOrigin(state, req, deps.config.appUrl));
      ctx.set('Vary', 'Origin');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      return { status: 201, body: { response: await recordConsent(rt, state, req, body) } };
    },
    async getConsentReceipt({ params, ctx }) {
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      const receipt = await consentReceipt(deps.db, rt, requestOf(ctx), params.propertyId, params.consentId);
      return { status: 200, body: { response: receipt } };
    },
    async reportInstallation({ params, body, ctx }) {
      const state = await publicState(rt, params.propertyId);
      ctx.set('Access-Control-Allow-Origin', checkOrigin(state, requestOf(ctx), deps.config.appUrl));
      ctx.set('Vary', 'Origin');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      await rt.submissions.consume(ctx.ip, state.propertyId);
      await rt.installations.seen(state.propertyId, body);
      return { status: 204 };
    },
  };
}
