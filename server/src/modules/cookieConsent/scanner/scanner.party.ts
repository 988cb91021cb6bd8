import { getDomain } from 'tldts';
import { normalizeDomain } from './scanner.guard.ts';

/**
 * The registrable domain (eTLD+1) of a host, private suffixes included (foo.github.io is its own
 * site). A name under an unknown TLD such as .test counts its last label as the suffix, so
 * www.shop.test and shop.test are one site and ads.test another. IP addresses and single labels
 * (localhost) stand for themselves.
 */
export function registrableDomain(host: string): string {
  const bare = normalizeDomain(host);
  return getDomain(bare, { allowPrivateDomains: true }) ?? bare;
}

export type Party = 'first' | 'third';

/** 'first' when `host` (a cookie domain, a script host) is on the same site as one of the property's domains. */
export function partyOf(host: string, propertyDomains: readonly string[]): Party {
  const site = registrableDomain(host);
  return propertyDomains.some((d) => registrableDomain(d) === site) ? 'first' : 'third';
}
