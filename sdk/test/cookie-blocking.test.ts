import { describe, expect, it } from 'vitest';
import {
  blockingPatternProblem,
  firstMatchingRule,
  normalizePattern,
  patternHost,
  ruleMatches,
} from '../src/rules/cookieConsent/blocking.ts';

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';

describe('ruleMatches: an address', () => {
  it('matches the same script, ignoring its query string and fragment when the pattern has none', () => {
    expect(ruleMatches('https://cdn.example.com/pixel.js', 'https://cdn.example.com/pixel.js')).toBe(true);
    expect(ruleMatches('https://cdn.example.com/pixel.js', 'https://cdn.example.com/pixel.js?v=3')).toBe(
      true,
    );
    expect(ruleMatches('https://cdn.example.com/pixel.js', 'https://cdn.example.com/pixel.js#x')).toBe(true);
  });

  it('with a query string, matches only that query string', () => {
    const pattern = 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123';
    expect(ruleMatches(pattern, GTM)).toBe(true);
    expect(ruleMatches(pattern, 'https://www.googletagmanager.com/gtm.js?id=GTM-OTHER')).toBe(false);
    expect(ruleMatches(pattern, 'https://www.googletagmanager.com/gtm.js')).toBe(false);
  });

  it('does not match another path, another host, a subdomain or another scheme', () => {
    const pattern = 'https://cdn.example.com/pixel.js';
    expect(ruleMatches(pattern, 'https://cdn.example.com/pixel.jsx')).toBe(false);
    expect(ruleMatches(pattern, 'https://cdn.example.com/a/pixel.js')).toBe(false);
    expect(ruleMatches(pattern, 'https://cdn2.example.com/pixel.js')).toBe(false);
    expect(ruleMatches(pattern, 'https://eu.cdn.example.com/pixel.js')).toBe(false);
    expect(ruleMatches(pattern, 'http://cdn.example.com/pixel.js')).toBe(false);
  });

  it('without a scheme (or with //) matches either scheme; the host ignores letter case, the path does not', () => {
    expect(ruleMatches('cdn.example.com/pixel.js', 'http://cdn.example.com/pixel.js')).toBe(true);
    expect(ruleMatches('//cdn.example.com/pixel.js', 'https://cdn.example.com/pixel.js')).toBe(true);
    expect(ruleMatches('HTTPS://CDN.Example.com/pixel.js', 'https://cdn.example.com/pixel.js')).toBe(true);
    expect(ruleMatches('https://cdn.example.com/Pixel.js', 'https://cdn.example.com/pixel.js')).toBe(false);
  });
});

describe('ruleMatches: a host', () => {
  it('covers every script from the host and its subdomains, on any scheme and port', () => {
    expect(ruleMatches('connect.facebook.net', PIXEL)).toBe(true);
    expect(ruleMatches('facebook.net', PIXEL)).toBe(true);
    expect(ruleMatches('https://connect.facebook.net/', PIXEL)).toBe(true);
    expect(ruleMatches('connect.facebook.net', 'http://connect.facebook.net:8080/x.js')).toBe(true);
  });

  it('does not cover a host that only ends with the same letters, nor a parent domain', () => {
    expect(ruleMatches('facebook.net', 'https://notfacebook.net/x.js')).toBe(false);
    expect(ruleMatches('connect.facebook.net', 'https://facebook.net/x.js')).toBe(false);
    expect(ruleMatches('http://connect.facebook.net', PIXEL)).toBe(false);
  });

  it('with a port, covers that port only', () => {
    expect(ruleMatches('tracker.test:8080', 'http://tracker.test:8080/t.js')).toBe(true);
    expect(ruleMatches('tracker.test:8080', 'http://tracker.test:9090/t.js')).toBe(false);
  });
});

describe('ruleMatches: a glob', () => {
  it('lets * stand for any characters, slashes and query strings included', () => {
    expect(ruleMatches('https://www.googletagmanager.com/*', GTM)).toBe(true);
    expect(
      ruleMatches('https://www.googletagmanager.com/*', 'https://www.googletagmanager.com/a/b/c.js'),
    ).toBe(true);
    expect(ruleMatches('https://www.googletagmanager.com/*', 'https://googletagmanager.com/gtm.js')).toBe(
      false,
    );
    expect(ruleMatches('*.googletagmanager.com', GTM)).toBe(true);
    expect(ruleMatches('*.googletagmanager.com', 'https://googletagmanager.com/gtm.js')).toBe(false);
    expect(ruleMatches('*facebook*', PIXEL)).toBe(true);
    expect(ruleMatches('https://*.facebook.net/*/fbevents.js', PIXEL)).toBe(true);
    expect(ruleMatches('https://*.facebook.net/*/fbevents.js', 'https://connect.facebook.net/sdk.js')).toBe(
      false,
    );
  });

  it('matches the query string only when the pattern writes one', () => {
    expect(ruleMatches('https://cdn.example.com/*.js', 'https://cdn.example.com/lib/a.js?v=2')).toBe(true);
    expect(ruleMatches('https://www.googletagmanager.com/*?id=GTM-ABC123', GTM)).toBe(true);
    expect(ruleMatches('https://www.googletagmanager.com/*?id=GTM-XYZ', GTM)).toBe(false);
    expect(ruleMatches('https://www.googletagmanager.com/gtm.js?id=GTM-*', GTM)).toBe(true);
  });

  it('takes the other characters literally', () => {
    expect(ruleMatches('https://cdn.example.com/a.js', 'https://cdn.example.com/aXjs')).toBe(false);
    expect(ruleMatches('https://cdn.example.com/(a)+.js*', 'https://cdn.example.com/(a)+.js')).toBe(true);
  });
});

describe('ruleMatches: what it refuses', () => {
  it('is false for an address that is not http or https, or not an address', () => {
    expect(ruleMatches('*', 'data:text/javascript,alert(1)')).toBe(false);
    expect(ruleMatches('cdn.example.com', '/relative/script.js')).toBe(false);
    expect(ruleMatches('', 'https://cdn.example.com/x.js')).toBe(false);
  });
});

describe('firstMatchingRule', () => {
  it('returns the first rule that covers the script', () => {
    const rules = [
      { id: 1, pattern: 'cdn.example.com' },
      { id: 2, pattern: 'https://www.googletagmanager.com/*' },
      { id: 3, pattern: 'googletagmanager.com' },
    ];
    expect(firstMatchingRule(rules, GTM)?.id).toBe(2);
    expect(firstMatchingRule(rules, PIXEL)).toBeUndefined();
  });
});

describe('normalizePattern and patternHost', () => {
  it('lower-cases scheme and host only, and drops spaces around and a fragment', () => {
    expect(normalizePattern('  HTTPS://CDN.Example.com/Pixel.js?A=1#top ')).toBe(
      'https://cdn.example.com/Pixel.js?A=1',
    );
    expect(normalizePattern('//Connect.Facebook.NET')).toBe('//connect.facebook.net');
    expect(normalizePattern('*.DoubleClick.net/*')).toBe('*.doubleclick.net/*');
  });

  it('reads the host of every form of pattern', () => {
    expect(patternHost('https://www.googletagmanager.com/*')).toBe('www.googletagmanager.com');
    expect(patternHost('connect.facebook.net')).toBe('connect.facebook.net');
    expect(patternHost('*.facebook.net/*/fbevents.js')).toBe('*.facebook.net');
    expect(patternHost('tracker.test:8080/t.js')).toBe('tracker.test:8080');
    expect(patternHost('/local/script.js')).toBe('');
  });
});

describe('blockingPatternProblem', () => {
  it('accepts addresses, hosts and globs', () => {
    for (const ok of [
      'https://www.googletagmanager.com/*',
      'connect.facebook.net',
      '*.hotjar.com',
      '*facebook*',
      'localhost:3000/t.js',
    ]) {
      expect(blockingPatternProblem(ok)).toBeNull();
    }
  });

  it('names what keeps a pattern from ever matching', () => {
    expect(blockingPatternProblem('/local/script.js')).toBe('must name a host, such as connect.facebook.net');
    expect(blockingPatternProblem('ftp://files.example.com/x.js')).toBe('must be an http or https address');
    expect(blockingPatternProblem('exa$mple.com/x.js')).toBe('has a host that is not a host name');
  });
});
