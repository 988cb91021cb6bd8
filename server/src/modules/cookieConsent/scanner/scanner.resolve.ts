import { lookup } from 'node:dns/promises';
import { ipLiteral } from './scanner.address.ts';

/** All addresses a host name stands for; throws when it has none. */
export type HostResolver = (hostname: string, port?: number) => Promise<string[]>;

export interface HostRule {
  pattern: RegExp;
  /** An address or host name to use instead, or null for "not found" (~NOTFOUND). */
  target: string | null;
  exclude: boolean;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .toLowerCase()
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Parses Chromium's `--host-resolver-rules` ("MAP *.test 127.0.0.1, EXCLUDE www.test"). */
export function parseHostResolverRules(rules: string): HostRule[] {
  const parsed: HostRule[] = [];
  for (const entry of rules.split(',')) {
    const [verb, pattern, target] = entry.trim().split(/\s+/);
    if (!verb || !pattern) continue;
    if (verb.toUpperCase() === 'EXCLUDE') {
      parsed.push({ pattern: globToRegExp(pattern), target: null, exclude: true });
    } else if (verb.toUpperCase() === 'MAP' && target) {
      // A port on the target only changes where Chromium connects, not which address it is.
      const host = target === '~NOTFOUND' ? null : target.replace(/:\d+$/, '');
      parsed.push({ pattern: globToRegExp(pattern), target: host, exclude: false });
    }
  }
  return parsed;
}

async function dnsAll(hostname: string): Promise<string[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  if (found.length === 0) throw new Error(`${hostname} has no address`);
  return found.map((a) => a.address);
}

/**
 * Resolves like the scanning Chromium does: its `--host-resolver-rules` first, then DNS. The guard
 * must see the address the browser will really connect to, or a rule such as "MAP *.test 127.0.0.1"
 * would let a scan reach loopback while DNS says the name does not exist.
 */
export function createHostResolver(hostResolverRules?: string): HostResolver {
  const rules = hostResolverRules ? parseHostResolverRules(hostResolverRules) : [];
  return async (hostname, port) => {
    const host = hostname.toLowerCase();
    const literal = ipLiteral(host);
    if (literal) return [literal];
    const withPort = port === undefined ? null : `${host}:${port}`;
    const rule = rules.find((r) => r.pattern.test(host) || (withPort !== null && r.pattern.test(withPort)));
    if (!rule || rule.exclude) return dnsAll(host);
    if (rule.target === null) throw new Error(`${host} is mapped to ~NOTFOUND`);
    const mapped = ipLiteral(rule.target);
    return mapped ? [mapped] : dnsAll(rule.target);
  };
}
