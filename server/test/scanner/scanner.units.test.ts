import { formatDuration } from '@privacy-portal/sdk/cookie-consent';
import { describe, expect, it } from 'vitest';
import { classifyAddress } from '../../src/modules/cookieConsent/scanner/scanner.address.ts';
import {
  defaultCookiePath,
  parseCookieString,
} from '../../src/modules/cookieConsent/scanner/scanner.cookies.ts';
import { normalizePageUrl, parseSitemap } from '../../src/modules/cookieConsent/scanner/scanner.discovery.ts';
import {
  assertScanTarget,
  checkScanTarget,
  isHostAllowed,
  ScanTargetRefusedError,
} from '../../src/modules/cookieConsent/scanner/scanner.guard.ts';
import { partyOf, registrableDomain } from '../../src/modules/cookieConsent/scanner/scanner.party.ts';
import {
  createHostResolver,
  type HostResolver,
} from '../../src/modules/cookieConsent/scanner/scanner.resolve.ts';

// Never the system resolver in tests: a made-up name would become a DNS query off this machine.
const PUBLIC = '93.184.216.34';
const fakeDns: HostResolver = async (host) => {
  const table: Record<string, string[]> = {
    'shop.example': [PUBLIC],
    'www.shop.example': [PUBLIC],
    'intranet.example': ['10.0.0.5'],
    'dual.example': [PUBLIC, '192.168.1.20'],
    'v6.example': ['2606:2800:220:1:248:1893:25c8:1946'],
    'metadata.example': ['fd00:ec2::254'],
  };
  const found = table[host];
  if (!found) throw new Error(`ENOTFOUND ${host}`);
  return found;
};

describe('address classification', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fe80::1%eth0', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['2001:db8::1', 'reserved'],
    ['::10.0.0.1', 'reserved'],
    ['not-an-ip', 'reserved'],
  ])('%s is %s', (address, category) => {
    expect(classifyAddress(address)).toBe(category);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBeNull();
  });
});

describe('the SSRF guard', () => {
  const pages = { allowedHosts: ['shop.example'], allowPrivate: false, resolve: fakeDns };

  it('takes the property domains and their subdomains, on a dot boundary', () => {
    expect(isHostAllowed('shop.example', ['shop.example'])).toBe(true);
    expect(isHostAllowed('www.shop.example', ['shop.example'])).toBe(true);
    expect(isHostAllowed('WWW.Shop.Example.', ['https://shop.example/'])).toBe(true);
    expect(isHostAllowed('evilshop.example', ['shop.example'])).toBe(false);
    expect(isHostAllowed('shop.example.evil.test', ['shop.example'])).toBe(false);
  });

  it('lets a public page of the property through, with its addresses', async () => {
    const check = await checkScanTarget('https://www.shop.example/a?b=1', pages);
    expect(check).toMatchObject({ ok: true, addresses: [PUBLIC] });
  });

  it('refuses other schemes, bad URLs and hosts off the property, naming them', async () => {
    await expect(checkScanTarget('ftp://shop.example/', pages)).resolves.toMatchObject({
      ok: false,
      refusal: { reason: 'scheme', host: 'shop.example' },
    });
    await expect(checkScanTarget('file:///etc/passwd', pages)).resolves.toMatchObject({
      ok: false,
      refusal: { reason: 'scheme' },
    });
    await expect(checkScanTarget('http://', pages)).resolves.toMatchObject({
      ok: false,
      refusal: { reason: 'invalid-url' },
    });
    const other = await checkScanTarget('https://evilshop.example/', pages);
    expect(other).toMatchObject({
      ok: false,
      refusal: { reason: 'host-not-allowed', host: 'evilshop.example' },
    });
    expect(!other.ok && other.refusal.message).toBe(
      "evilshop.example is not one of the property's domains (shop.example)",
    );
  });

  it.each([
    ['http://127.0.0.1:8080/', '127.0.0.1', 'loopback'],
    ['http://[::1]/', '::1', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1', 'loopback'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254', 'link-local'],
    ['http://0x7f.1/', '127.0.0.1', 'loopback'],
    ['http://2130706433/', '127.0.0.1', 'loopback'],
    ['http://10.0.0.1/', '10.0.0.1', 'private'],
    ['http://100.64.3.4/', '100.64.3.4', 'cgnat'],
    ['http://[fd00::1]/', 'fd00::1', 'unique-local'],
    ['http://[fe80::1]/', 'fe80::1', 'link-local'],
    ['http://0.0.0.0/', '0.0.0.0', 'unspecified'],
    ['http://224.0.0.1/', '224.0.0.1', 'multicast'],
  ])('refuses the literal address in %s', async (url, address, category) => {
    const check = await checkScanTarget(url, { allowPrivate: false, resolve: fakeDns });
    expect(check).toMatchObject({ ok: false, refusal: { reason: 'private-address', address, category } });
    expect(!check.ok && check.refusal.message).toContain('the scanner only visits public addresses');
  });

  it('refuses a name when any of its addresses is private', async () => {
    const intranet = await checkScanTarget('http://intranet.example/', {
      allowPrivate: false,
      resolve: fakeDns,
    });
    expect(!intranet.ok && intranet.refusal.message).toBe(
      'intranet.example resolves to 10.0.0.5, a private network address; the scanner only visits public addresses',
    );
    const dual = await checkScanTarget('http://dual.example/', { allowPrivate: false, resolve: fakeDns });
    expect(dual).toMatchObject({ ok: false, refusal: { address: '192.168.1.20', category: 'private' } });
    const metadata = await checkScanTarget('http://metadata.example/', {
      allowPrivate: false,
      resolve: fakeDns,
    });
    expect(metadata).toMatchObject({ ok: false, refusal: { category: 'unique-local' } });
    await expect(
      checkScanTarget('http://v6.example/', { allowPrivate: false, resolve: fakeDns }),
    ).resolves.toMatchObject({ ok: true });
  });

  it('resolves like Chromium with host resolver rules: a name mapped to loopback is refused', async () => {
    const resolve = createHostResolver('MAP *.test 127.0.0.1');
    const refused = await assertScanTarget('http://shop.test:4000/', { allowPrivate: false, resolve }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ScanTargetRefusedError);
    expect(refused).toMatchObject({
      message:
        'shop.test resolves to 127.0.0.1, a loopback address; the scanner only visits public addresses',
      refusal: { reason: 'private-address', host: 'shop.test', address: '127.0.0.1', category: 'loopback' },
    });
    await expect(
      checkScanTarget('http://shop.test:4000/', { allowPrivate: true, resolve }),
    ).resolves.toMatchObject({
      ok: true,
      addresses: ['127.0.0.1'],
    });
  });

  it('says so when a name does not resolve', async () => {
    const check = await checkScanTarget('http://nowhere.example/', { allowPrivate: false, resolve: fakeDns });
    expect(check).toMatchObject({ ok: false, refusal: { reason: 'unresolvable', host: 'nowhere.example' } });
  });
});

describe('host resolver rules', () => {
  it('maps, excludes and refuses like Chromium, without DNS for mapped names', async () => {
    const resolve = createHostResolver('EXCLUDE real.test, MAP *.test 127.0.0.1, MAP gone.example ~NOTFOUND');
    await expect(resolve('shop.test')).resolves.toEqual(['127.0.0.1']);
    await expect(resolve('a.b.test', 8080)).resolves.toEqual(['127.0.0.1']);
    await expect(resolve('gone.example')).rejects.toThrow('~NOTFOUND');
    await expect(resolve('10.0.0.1')).resolves.toEqual(['10.0.0.1']);
    await expect(resolve('[::1]')).resolves.toEqual(['::1']);
  });
});

describe('cookie parsing', () => {
  const now = Date.UTC(2026, 0, 1);

  it('reads a Set-Cookie header', () => {
    expect(
      parseCookieString(
        'IDE=abc; Max-Age=34186669; Domain=.Ads.Test; Path=/; Secure; HttpOnly; SameSite=None',
        'http://x.ads.test/collect?r=1',
        now,
      ),
    ).toEqual({
      name: 'IDE',
      domain: 'ads.test',
      hostOnly: false,
      path: '/',
      lifetimeSeconds: 34186669,
      secure: true,
      httpOnly: true,
      sameSite: 'None',
      deletion: false,
    });
  });

  it('takes Max-Age over Expires, Expires otherwise, and no lifetime for a session cookie', () => {
    const inADay = new Date(now + 86_400_000).toUTCString();
    expect(
      parseCookieString(`a=1; Expires=${inADay}; Max-Age=60`, 'http://s.test/', now)?.lifetimeSeconds,
    ).toBe(60);
    expect(parseCookieString(`a=1; Expires=${inADay}`, 'http://s.test/', now)?.lifetimeSeconds).toBe(86_400);
    expect(parseCookieString('a=1', 'http://s.test/', now)?.lifetimeSeconds).toBeNull();
  });

  it('knows a deletion from a set', () => {
    expect(parseCookieString('a=; Max-Age=0', 'http://s.test/', now)?.deletion).toBe(true);
    expect(
      parseCookieString('a=; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'http://s.test/', now)?.deletion,
    ).toBe(true);
    expect(parseCookieString('a=1; Max-Age=10', 'http://s.test/', now)?.deletion).toBe(false);
  });

  it('defaults the domain to the host (host-only) and the path to the directory', () => {
    expect(parseCookieString('a=1', 'http://www.s.test/shop/cart?x', now)).toMatchObject({
      domain: 'www.s.test',
      hostOnly: true,
      path: '/shop',
    });
    expect(parseCookieString('a=1; Path=relative', 'http://s.test/x', now)?.path).toBe('/');
    expect(defaultCookiePath('/')).toBe('/');
    expect(defaultCookiePath('/a/b/c')).toBe('/a/b');
  });

  it('skips a cookie without a name', () => {
    expect(parseCookieString('novalue', 'http://s.test/', now)).toBeNull();
    expect(parseCookieString('=x', 'http://s.test/', now)).toBeNull();
  });
});

describe('durations in words', () => {
  it.each([
    [null, 'session'],
    [30, '30 seconds'],
    [90 * 60, '1 hour 30 minutes'],
    [86_400, '1 day'],
    [2 * 86_400, '2 days'],
    [30 * 86_400, '1 month'],
    [90 * 86_400, '3 months'],
    [365 * 86_400, '1 year'],
    [400 * 86_400, '1 year 1 month'],
    [63_072_000 - 1, '2 years'],
    [34_186_669, '1 year 1 month'],
  ])('%s seconds is %s', (seconds, words) => {
    expect(formatDuration(seconds)).toBe(words);
  });
});

describe('first and third party', () => {
  it('groups a site under its registrable domain, also under an unknown TLD like .test', () => {
    expect(registrableDomain('shop.test')).toBe('shop.test');
    expect(registrableDomain('www.shop.test')).toBe('shop.test');
    expect(registrableDomain('.www.shop.test')).toBe('shop.test');
    expect(registrableDomain('ads.test')).toBe('ads.test');
    expect(registrableDomain('tracker.example.test')).toBe('example.test');
    expect(registrableDomain('a.b.co.uk')).toBe('b.co.uk');
    expect(registrableDomain('127.0.0.1')).toBe('127.0.0.1');
  });

  it('calls a cookie domain first party when it is on a property domain', () => {
    expect(partyOf('shop.test', ['www.shop.test'])).toBe('first');
    expect(partyOf('.cdn.shop.test', ['shop.test'])).toBe('first');
    expect(partyOf('ads.test', ['shop.test'])).toBe('third');
    expect(partyOf('tracker.example.test', ['shop.test'])).toBe('third');
    // A private suffix: another github.io site is someone else.
    expect(partyOf('other.github.io', ['shop.github.io'])).toBe('third');
  });
});

describe('sitemaps', () => {
  it('reads an index and a urlset, without comments, decoding CDATA and entities, skipping image:loc', () => {
    expect(
      parseSitemap(`<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <!-- <sitemap><loc>http://s.test/old.xml</loc></sitemap> -->
        <sitemap><loc> http://s.test/a.xml </loc></sitemap></sitemapindex>`),
    ).toEqual({ kind: 'index', locs: ['http://s.test/a.xml'] });
    expect(
      parseSitemap(`<urlset xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url><loc>http://s.test/?a=1&amp;b=2</loc><image:image><image:loc>http://s.test/i.jpg</image:loc></image:image></url>
        <url><loc><![CDATA[http://s.test/x?y=<1>]]></loc></url></urlset>`),
    ).toEqual({ kind: 'urlset', locs: ['http://s.test/?a=1&b=2', 'http://s.test/x?y=<1>'] });
  });

  it('keys pages without the fragment but with the query', () => {
    expect(normalizePageUrl('/a?b=1#c', 'http://S.test:80/x')).toBe('http://s.test/a?b=1');
    expect(normalizePageUrl('mailto:x@s.test')).toBeNull();
    expect(normalizePageUrl('javascript:void 0', 'http://s.test/')).toBeNull();
  });
});
