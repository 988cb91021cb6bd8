import type { BrowserContext, Request, Route } from 'playwright-core';
import { type AddressCategory, classifyAddress, ipLiteral } from './scanner.address.ts';
import { createHostResolver, type HostResolver } from './scanner.resolve.ts';

export type ScanRefusalReason =
  | 'invalid-url'
  | 'scheme'
  | 'host-not-allowed'
  | 'unresolvable'
  | 'private-address';

/** Why the scanner will not go to a URL, in words fit for the customer ("why did my scan fail?"). */
export interface ScanRefusal {
  reason: ScanRefusalReason;
  host: string;
  message: string;
  /** For 'private-address': the offending address and what kind it is. */
  address?: string;
  category?: AddressCategory;
}

export class ScanTargetRefusedError extends Error {
  override readonly name = 'ScanTargetRefusedError';
  constructor(readonly refusal: ScanRefusal) {
    super(refusal.message);
  }
}

export interface ScanTargetOptions {
  /** The property's domains: the host must be one of them or a subdomain. Omit for subresources. */
  allowedHosts?: readonly string[];
  /** Lets private, loopback... addresses through (local test sites, on-premises customers). */
  allowPrivate: boolean;
  /** Defaults to DNS; pass `createHostResolver(rules)` when Chromium runs with host resolver rules. */
  resolve?: HostResolver;
}

export type ScanTargetCheck =
  | { ok: true; url: URL; addresses: string[] }
  | { ok: false; url: string; refusal: ScanRefusal };

/** A property domain as a bare lower-case host name ("https://Shop.example/" and ".shop.example" too). */
export function normalizeDomain(domain: string): string {
  let d = domain.trim().toLowerCase();
  if (d.includes('://')) {
    try {
      d = new URL(d).hostname;
    } catch {
      // Not a URL after all: keep the text and let it simply not match.
    }
  }
  d = d.replace(/^\*?\./, '').replace(/\.$/, '');
  return d.startsWith('[') && d.endsWith(']') ? d.slice(1, -1) : d;
}

/** Whether `host` is one of `domains` or a subdomain of one (a dot boundary: not "evilshop.example"). */
export function isHostAllowed(host: string, domains: readonly string[]): boolean {
  const h = normalizeDomain(host);
  return domains.some((domain) => {
    const d = normalizeDomain(domain);
    return d !== '' && (h === d || h.endsWith(`.${d}`));
  });
}

function refuse(url: string, refusal: ScanRefusal): ScanTargetCheck {
  return { ok: false, url, refusal };
}

const CATEGORY_WORDS: Record<AddressCategory, string> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address',
  private: 'a private network address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique-local address',
  cgnat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  reserved: 'a reserved, non-public address',
};

/**
 * Checks that the scanner may go to `url`: http(s) only, a host among `allowedHosts` (when given),
 * and, unless `allowPrivate`, every address the host resolves to is public. Every address, not the
 * first: a name with one public and one private address could be connected either way.
 */
export async function checkScanTarget(
  url: string | URL,
  options: ScanTargetOptions,
): Promise<ScanTargetCheck> {
  const text = String(url);
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return refuse(text, { reason: 'invalid-url', host: '', message: `"${text}" is not a valid URL` });
  }
  const host = parsed.hostname;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return refuse(text, {
      reason: 'scheme',
      host,
      message: `Only http and https can be scanned, not ${parsed.protocol.replace(/:$/, '')} (${text})`,
    });
  }
  if (options.allowedHosts && !isHostAllowed(host, options.allowedHosts)) {
    return refuse(text, {
      reason: 'host-not-allowed',
      host,
      message: `${host} is not one of the property's domains (${options.allowedHosts.join(', ')})`,
    });
  }
  const resolve = options.resolve ?? createHostResolver();
  let addresses: string[];
  try {
    const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80;
    // A literal address is its own answer: no resolver (nor DNS) is asked about it.
    const literal = ipLiteral(host);
    addresses = literal ? [literal] : await resolve(host, port);
  } catch (error) {
    return refuse(text, {
      reason: 'unresolvable',
      host,
      message: `${host} could not be resolved (${error instanceof Error ? error.message : String(error)})`,
    });
  }
  if (!options.allowPrivate) {
    for (const address of addresses) {
      const category = classifyAddress(address);
      if (category === null) continue;
      const literal = ipLiteral(host) !== null;
      return refuse(text, {
        reason: 'private-address',
        host,
        address,
        category,
        message: literal
          ? `${host} is ${CATEGORY_WORDS[category]}; the scanner only visits public addresses`
          : `${host} resolves to ${address}, ${CATEGORY_WORDS[category]}; the scanner only visits public addresses`,
      });
    }
  }
  return { ok: true, url: parsed, addresses };
}

/** `checkScanTarget` that throws `ScanTargetRefusedError` instead of returning the refusal. */
export async function assertScanTarget(
  url: string | URL,
  options: ScanTargetOptions,
): Promise<{ url: URL; addresses: string[] }> {
  const check = await checkScanTarget(url, options);
  if (!check.ok) throw new ScanTargetRefusedError(check.refusal);
  return { url: check.url, addresses: check.addresses };
}

/** Resolves each host:port once per scan: a page loads the same hosts over and over. */
export function cacheResolver(resolve: HostResolver): HostResolver {
  const cache = new Map<string, Promise<string[]>>();
  return (hostname, port) => {
    const key = `${hostname}:${port ?? ''}`;
    let found = cache.get(key);
    if (!found) {
      found = resolve(hostname, port);
      cache.set(key, found);
    }
    return found;
  };
}

export interface BlockedRequest {
  url: string;
  refusal: ScanRefusal;
  /** A top-level navigation (a page), as opposed to a subresource. */
  navigation: boolean;
}

export interface RequestGuardOptions {
  allowPrivate: boolean;
  /** Where top-level navigations may go: the property's domains. Subresources may go anywhere public. */
  pageHosts: readonly string[];
  resolve: HostResolver;
  onBlocked?: (blocked: BlockedRequest) => void;
}

function isTopLevelNavigation(request: Request): boolean {
  try {
    return request.isNavigationRequest() && request.frame().parentFrame() === null;
  } catch {
    // request.frame() throws for service worker requests; those are not navigations.
    return false;
  }
}

/**
 * Guards every request a browser context makes. Subresources (scripts, images, xhr, iframes) of any
 * public host load, because that is how third-party cookies are found; one to a private address is
 * aborted unless `allowPrivate`. A top-level navigation (a redirect, `location = ...`) off the property's
 * domains is aborted as well, so the scan never visits other sites' pages. WebSockets get the same check.
 */
export async function installRequestGuard(
  context: BrowserContext,
  options: RequestGuardOptions,
): Promise<void> {
  const resolve = cacheResolver(options.resolve);
  const check = (url: string, navigation: boolean) =>
    checkScanTarget(url, {
      allowPrivate: options.allowPrivate,
      resolve,
      ...(navigation ? { allowedHosts: options.pageHosts } : {}),
    });

  await context.route(
    () => true,
    async (route: Route, request: Request) => {
      const navigation = isTopLevelNavigation(request);
      const result = await check(request.url(), navigation);
      try {
        if (result.ok) {
          await route.continue();
        } else {
          options.onBlocked?.({ url: request.url(), refusal: result.refusal, navigation });
          await route.abort('blockedbyclient');
        }
      } catch {
        // The page or context closed while the request was paused (a cancelled scan): nothing to do.
      }
    },
  );

  await context.routeWebSocket(
    () => true,
    async (ws) => {
      const httpUrl = ws.url().replace(/^ws/i, 'http');
      const result = await check(httpUrl, false);
      if (result.ok) {
        ws.connectToServer();
      } else {
        options.onBlocked?.({ url: ws.url(), refusal: result.refusal, navigation: false });
        await ws.close({ code: 1008, reason: 'blocked by scanner' }).catch(() => undefined);
      }
    },
  );
}
