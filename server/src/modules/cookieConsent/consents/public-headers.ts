/**
 * The caching and CORS headers of the public banner reads, shared by the Koa handlers and the fast
 * path. Anyone may read a published banner (Access-Control-Allow-Origin *). A shared cache (CDN) may
 * keep an answer only when the region comes from a header it varies on; with geoip-lite on the
 * address the answer depends on who asks, so it is `private` (the browser's cache only).
 */
export interface ReadHeaderOptions {
  countryHeader: string | undefined;
  regionHeader: string | undefined;
  geoip: boolean;
}

export const CONFIG_MAX_AGE = 'max-age=60, stale-while-revalidate=600';

/** [name, value] pairs of a config answer (ETag added by the caller). */
export function configHeaders(options: ReadHeaderOptions): Array<[string, string]> {
  const byAddress = !options.countryHeader && options.geoip;
  const vary = ['Accept-Language', 'Sec-GPC', 'Accept-Encoding'];
  if (options.countryHeader) vary.push(options.countryHeader);
  if (options.countryHeader && options.regionHeader) vary.push(options.regionHeader);
  return [
    ['Cache-Control', `${byAddress ? 'private' : 'public'}, ${CONFIG_MAX_AGE}`],
    ['Vary', vary.join(', ')],
    ['Access-Control-Allow-Origin', '*'],
    ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ];
}

/** Headers of the details and vendor list: the same for every visitor of a language. */
export function publicReadHeaders(): Array<[string, string]> {
  return [
    ['Cache-Control', `public, ${CONFIG_MAX_AGE}`],
    ['Vary', 'Accept-Language, Accept-Encoding'],
    ['Access-Control-Allow-Origin', '*'],
    ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ];
}

/** If-None-Match (one tag, a list, weak or *) names this ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
