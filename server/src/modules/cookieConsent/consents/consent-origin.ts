/**
 * Only the property's own site may submit its consents: the Origin header (or the Referer's origin when
 * a browser sends no Origin) must be on the property's registrable domain (store.demo.test accepts
 * store.demo.test, www.demo.test and demo.test, not demo.test.evil.com). No Origin and no Referer is
 * refused too: a browser always sends one of them with a beacon or a fetch.
 */
import { ApiError } from '../../../http/errors.ts';
import { acceptsServerOrigin } from '../demo/demo-origin.ts';
import { registrableDomain } from '../scanner/scanner.party.ts';

function hostOf(url: string | undefined): string | null {
  if (!url || url === 'null') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname : null;
  } catch {
    return null;
  }
}

export interface OriginHeaders {
  origin?: string | undefined;
  referer?: string | undefined;
}

/**
 * The request's origin (scheme://host[:port]) when it is the property's site, else null. appUrl is
 * the configured APP_URL (the demo shop's origin, accepted for .test properties).
 */
export function allowedOrigin(headers: OriginHeaders, propertyUrl: string, appUrl: string): string | null {
  const source = headers.origin || headers.referer;
  const host = hostOf(source);
  const site = hostOf(propertyUrl);
  if (!host || !site) return null;
  const sameSite = registrableDomain(host) === registrableDomain(site);
  if (!sameSite && !acceptsServerOrigin(propertyUrl, source, appUrl)) return null;
  return new URL(source as string).origin;
}

/** The allowed origin, or 403 forbidden. */
export function requireOrigin(headers: OriginHeaders, propertyUrl: string, appUrl: string): string {
  const origin = allowedOrigin(headers, propertyUrl, appUrl);
  if (!origin) {
    throw new ApiError(403, 'forbidden', "The request's origin is not one of this property's websites");
  }
  return origin;
}
