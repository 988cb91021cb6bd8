/**
 * Where a visitor is: a trusted CDN's country header when one is configured, else geoip-lite on the
 * address. geoip-lite reads about 150 MB of data synchronously when imported, so it is loaded once,
 * on the first lookup that needs it, in the next turn of the event loop (never inside a request);
 * until it is loaded the region is unknown (null), which the banner treats as its own regulation.
 */
import { createRequire } from 'node:module';

export interface VisitorPlace {
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
  /** The country, or the US state as US-CA; null when unknown. */
  region: string | null;
}

export interface GeoOptions {
  geoip: boolean;
  countryHeader: string | undefined;
  regionHeader: string | undefined;
}

type Lookup = (ip: string) => { country?: string; region?: string } | null;

export interface VisitorGeo {
  /** The place of a request from its headers (lower-case names) and address. */
  locate(headers: Record<string, string | string[] | undefined>, ip: string): VisitorPlace;
  /** Resolves when geoip-lite is loaded (at once when it is off). */
  ready(): Promise<void>;
}

const UNKNOWN: VisitorPlace = { country: null, region: null };
const COUNTRY = /^[A-Z]{2}$/;
const SUBDIVISION = /^[A-Z0-9]{1,3}$/;

const header = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';

/** US states as US-CA; elsewhere the country alone (the banner's rules name countries, US states and EU). */
export function placeOf(country: string, subdivision: string): VisitorPlace {
  // XX and T1 (Tor) are Cloudflare's "unknown": no country.
  if (!COUNTRY.test(country) || country === 'XX' || country === 'T1') return UNKNOWN;
  const region = country === 'US' && SUBDIVISION.test(subdivision) ? `US-${subdivision}` : country;
  return { country, region };
}

export function createVisitorGeo(options: GeoOptions): VisitorGeo {
  let lookup: Lookup | undefined;
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> => {
    loading ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        // geoip-lite is CommonJS and loads its data when required.
        const geoip = createRequire(import.meta.url)('geoip-lite') as { lookup: Lookup };
        lookup = (ip) => geoip.lookup(ip);
        resolve();
      });
    });
    return loading;
  };
  return {
    locate(headers, ip) {
      if (options.countryHeader) {
        const country = header(headers[options.countryHeader]);
        if (country) {
          const sub = options.regionHeader ? header(headers[options.regionHeader]) : '';
          return placeOf(country, sub);
        }
      }
      if (!options.geoip || !ip) return UNKNOWN;
      if (!lookup) {
        void load();
        return UNKNOWN;
      }
      const hit = lookup(ip);
      return hit?.country ? placeOf(hit.country.toUpperCase(), (hit.region ?? '').toUpperCase()) : UNKNOWN;
    },
    ready: () => (options.geoip ? load() : Promise.resolve()),
  };
}
