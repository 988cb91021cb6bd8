import { CONSENT_MODE_SIGNALS } from '@privacy-portal/sdk/cookie-consent';
import { describe, expect, it } from 'vitest';
import {
  type ConsentRecord,
  consentRecordJson,
  pendingConsentRecord,
  pendingRecordJson,
  toConsentRecord,
} from '../../src/modules/cookieConsent/consents/consent-record.ts';
import { canonicalJson } from '../../src/modules/ledger/ledger.hash.ts';

// A small seeded generator: the same records on every run, many shapes.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const TEXTS = [
  '',
  'plain',
  'quote " and \\ back',
  'line\nbreak\ttab',
  '\u2028\u2029',
  'ünïcödé',
  '😀 emoji',
  '\u0000\u001f',
  '</script>',
];

function record(rand: () => number): ConsentRecord {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const signals = [...CONSENT_MODE_SIGNALS].sort(() => rand() - 0.5).slice(0, Math.floor(rand() * 8));
  return {
    seq: Math.floor(rand() * 2 ** 40),
    consent_id: crypto.randomUUID(),
    recorded_at: new Date(Math.floor(rand() * 2e12)).toISOString(),
    banner_version: Math.floor(rand() * 1000),
    choice: pick(['accept_all', 'reject_all', 'custom', 'gpc_opt_out'] as const) as ConsentRecord['choice'],
    granted: ['necessary', pick(TEXTS)],
    denied: rand() < 0.5 ? [] : [pick(TEXTS)],
    gpc: rand() < 0.5,
    tc_string: rand() < 0.5 ? null : pick(TEXTS),
    consent_mode:
      rand() < 0.3
        ? null
        : (Object.fromEntries(
            signals.map((k) => [k, rand() < 0.5 ? 'granted' : 'denied']),
          ) as ConsentRecord['consent_mode']),
    region: rand() < 0.5 ? null : pick(TEXTS),
    country: rand() < 0.5 ? null : 'DE',
    device: pick(['desktop', 'mobile', 'tablet', 'other'] as const),
    page_url: `https://shop.test/${pick(TEXTS)}`,
    user_agent: pick(TEXTS),
    ip_hash: pick(TEXTS),
    over_limit: rand() < 0.5,
  };
}

describe('consentRecordJson', () => {
  it('gives the same text as the canonicalize package for a thousand varied records', () => {
    const rand = random(14);
    for (let i = 0; i < 1000; i++) {
      const r = record(rand);
      expect(consentRecordJson(r)).toBe(canonicalJson(r));
    }
  });

  it('keeps a key it does not know, in the record or in Consent Mode, by taking canonicalize', () => {
    const base = record(random(7));
    const extra = { ...base, note: 'kept' } as ConsentRecord;
    expect(consentRecordJson(extra)).toBe(canonicalJson(extra));
    expect(consentRecordJson(extra)).toContain('"note":"kept"');
    const mode = {
      ...base,
      consent_mode: { ad_storage: 'granted', other_signal: 'denied' },
    } as ConsentRecord;
    expect(consentRecordJson(mode)).toBe(canonicalJson(mode));
    expect(consentRecordJson(mode)).toContain('"other_signal":"denied"');
  });
});

describe('pendingConsentRecord', () => {
  it('is the record toConsentRecord reads back from the stored row (dates and JSON as drivers give them), for a thousand varied rows', () => {
    const rand = random(28);
    for (let i = 0; i < 1000; i++) {
      const r = record(rand);
      const { seq: _seq, recorded_at: _at, over_limit: _over, ...fields } = r;
      const row = {
        ...fields,
        consent_mode: r.consent_mode as Record<string, string> | null,
        property_id: 7,
        language: rand() < 0.5 ? null : 'de',
      };
      const recordedAt = new Date(r.recorded_at);
      const pending = pendingConsentRecord(row, r.seq, recordedAt.toISOString(), r.over_limit);
      const stored = toConsentRecord({
        ...row,
        // As a driver may return them: the number as text, the JSON columns unparsed.
        seq: String(r.seq),
        banner_version: String(r.banner_version) as unknown as number,
        granted: JSON.stringify(r.granted),
        denied: JSON.stringify(r.denied),
        consent_mode: JSON.stringify(r.consent_mode),
        recorded_at: recordedAt,
        over_limit: r.over_limit,
        prev_hash: '',
        hash: '',
      });
      expect(pending).toEqual(stored);
      expect(pendingRecordJson(pending)).toBe(consentRecordJson(stored));
    }
  });
});
