import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  categoryOfOcd,
  classifyCookie,
  cookieDatabaseInfo,
} from '../src/modules/cookieConsent/cookies/cookie-database.ts';

const DATA = path.resolve(import.meta.dirname, '..', 'data', 'open-cookie-database');

describe('Open Cookie Database', () => {
  it('ships with its licence and notice, and loads every row', () => {
    for (const file of ['open-cookie-database.csv', 'LICENSE', 'NOTICE.md']) {
      expect(existsSync(path.join(DATA, file)), file).toBe(true);
    }
    expect(readFileSync(path.join(DATA, 'LICENSE'), 'utf8')).toContain('Apache License');
    const info = cookieDatabaseInfo();
    expect(info.file).toBe(path.join(DATA, 'open-cookie-database.csv'));
    expect(info.rows).toBe(2264);
    expect(info.prefixes).toBeGreaterThan(250);
  });

  it('maps the database categories to the five keys', () => {
    expect(categoryOfOcd('Security')).toBe('necessary');
    expect(categoryOfOcd('Necessary')).toBe('necessary');
    expect(categoryOfOcd('Functional')).toBe('functional');
    expect(categoryOfOcd('Personalization')).toBe('functional');
    expect(categoryOfOcd('Analytics')).toBe('analytics');
    expect(categoryOfOcd('Marketing')).toBe('marketing');
    expect(categoryOfOcd('Something else')).toBe('unclassified');
  });
});

describe('classifyCookie', () => {
  it('knows _ga by its exact name', () => {
    expect(classifyCookie({ name: '_ga', domain: '.example.com' })).toMatchObject({
      category: 'analytics',
      platform: 'Google Analytics',
      dataController: 'Google',
      retention: '2 years',
      privacyUrl: 'https://business.safety.google/privacy/',
      matchedBy: 'exact',
      ocdName: '_ga',
    });
    expect(classifyCookie({ name: '_gid', domain: 'example.com' })).toMatchObject({
      category: 'analytics',
      platform: 'Google Analytics',
      matchedBy: 'exact',
    });
  });

  it('knows _ga_<container> by the _ga_ prefix', () => {
    const match = classifyCookie({ name: '_ga_ABC123XYZ', domain: '.example.com' });
    expect(match).toMatchObject({
      category: 'analytics',
      platform: 'Google Analytics',
      matchedBy: 'wildcard',
      ocdName: '_ga_',
    });
    expect(match?.ocdId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('prefers the longest prefix', () => {
    expect(classifyCookie({ name: '_gat_gtag_UA_12345_1' })).toMatchObject({ ocdName: '_gat_gtag_' });
    expect(classifyCookie({ name: '_gat_UA-12345-1' })).toMatchObject({
      ocdName: '_gat',
      category: 'analytics',
    });
    expect(classifyCookie({ name: '_gac_gb_123' })).toMatchObject({
      ocdName: '_gac_gb_',
      platform: 'Google Ads',
    });
    expect(classifyCookie({ name: '_gac_UA-1' })).toMatchObject({ ocdName: '_gac_', matchedBy: 'wildcard' });
  });

  it('knows DoubleClick IDE as marketing', () => {
    expect(classifyCookie({ name: 'IDE', domain: '.doubleclick.net' })).toMatchObject({
      category: 'marketing',
      platform: 'DoubleClick/Google Marketing',
      matchedBy: 'exact',
    });
  });

  it('puts security cookies under strictly necessary', () => {
    expect(classifyCookie({ name: 'XSRF-TOKEN', domain: 'example.com' })).toMatchObject({
      category: 'necessary',
      ocdCategory: 'Security',
      platform: null,
    });
    expect(classifyCookie({ name: '.AspNetCore.Antiforgery.Xyz123' })).toMatchObject({
      category: 'necessary',
      matchedBy: 'wildcard',
    });
    // The database files Cloudflare's bot-management cookie as Functional; it is taken as it is.
    expect(classifyCookie({ name: '__cf_bm', domain: '.example.com' })).toMatchObject({
      category: 'functional',
      platform: 'Cloudflare',
    });
  });

  it('chooses among rows of the same name by domain, else the first', () => {
    expect(classifyCookie({ name: 'token', domain: '.adnxs.com' })).toMatchObject({ platform: 'Xandr' });
    expect(classifyCookie({ name: 'token', domain: 'track.adform.net' })).toMatchObject({
      platform: 'Adform',
    });
    expect(classifyCookie({ name: 'token', domain: 'example.com' })).toMatchObject({ platform: 'Adform' });
    expect(classifyCookie({ name: 'token' })).toMatchObject({ platform: 'Adform' });
  });

  it('reads the patterns written into names', () => {
    // `*` in a name (Wildcard match = 0 in the data).
    expect(classifyCookie({ name: 'SSPR_12345' })).toMatchObject({
      ocdName: 'SSPR_*',
      matchedBy: 'wildcard',
    });
    // NNN stands for digits.
    expect(classifyCookie({ name: 'aboutads_sess123' })).toMatchObject({
      ocdName: 'aboutads_sessNNN',
      category: 'necessary',
    });
    expect(classifyCookie({ name: 'aboutads_sessabc' })).toBeNull();
    // A name ending in "_" is followed by an ID in practice.
    expect(classifyCookie({ name: 'Hm_lvt_0123456789abcdef' })).toMatchObject({
      ocdName: 'Hm_lvt_',
      matchedBy: 'wildcard',
      platform: 'Baidu',
    });
    expect(classifyCookie({ name: 'Hm_lvt_' })).toMatchObject({ matchedBy: 'exact' });
  });

  it('does not let a short prefix run into another word', () => {
    // Marfeel's `_s` is a wildcard row (the exact `_s` is Shopify's).
    expect(classifyCookie({ name: '_s_1' })).toMatchObject({ platform: 'Marfeel', matchedBy: 'wildcard' });
    expect(classifyCookie({ name: '_lv' })).toMatchObject({ platform: 'Marfeel', matchedBy: 'wildcard' });
    expect(classifyCookie({ name: '_sessionid_xyz' })).toBeNull();
    expect(classifyCookie({ name: 'captcha_token' })).toBeNull();
    expect(classifyCookie({ name: 'BIGipServerpool_web' })).toMatchObject({ platform: 'f5 BIG-IP' });
    expect(classifyCookie({ name: 'TS01a2b3c4' })).toMatchObject({ ocdName: 'TS01' });
  });

  it('is case-sensitive and answers null for unknown names', () => {
    expect(classifyCookie({ name: 'zz_not_a_known_cookie_42', domain: 'example.com' })).toBeNull();
    expect(classifyCookie({ name: '' })).toBeNull();
    expect(classifyCookie({ name: 'ide', domain: '.doubleclick.net' })).toBeNull();
  });

  it('classifies 2,000 names quickly', () => {
    const names = [
      '_ga',
      '_gid',
      'IDE',
      '_fbp',
      'XSRF-TOKEN',
      '__cf_bm',
      'JSESSIONID',
      'unknown_cookie',
      'sessionid',
      'csrftoken',
    ];
    const cookies = Array.from({ length: 2000 }, (_, i) => ({
      name:
        i % 3 === 0
          ? `${names[i % names.length]}`
          : i % 3 === 1
            ? `_ga_${i.toString(36).toUpperCase()}`
            : `app_${i}`,
      domain: '.example.com',
    }));
    classifyCookie({ name: '_ga' }); // loads the index
    const start = performance.now();
    const matched = cookies.map(classifyCookie).filter((match) => match !== null).length;
    const ms = performance.now() - start;
    console.log(`classified ${cookies.length} cookies (${matched} known) in ${ms.toFixed(2)} ms`);
    expect(matched).toBeGreaterThan(600);
  });
});
