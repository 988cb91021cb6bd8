import { type ApiClient, licenceLimits } from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import {
  clearConsents,
  DEMO_EMAILS,
  DEMO_IDS,
  installationNotSeen,
  installationSeen,
  setCookieConsentTier,
} from '../src/index.ts';
import { setupMockApi, useConformingApi } from './support.ts';

const api = setupMockApi();
const NOW = new Date('2026-11-24T10:00:00.000Z');
const TODAY = '2026-11-24';

const { login } = useConformingApi(api, NOW);
const owner = (): Promise<ApiClient> => login(DEMO_EMAILS.owner);

const propId = DEMO_IDS.store;

describe('consent dashboard mocks', () => {
  it('reads 30 days before today by default (the contract), one activity row per day, the summary adding them up', async () => {
    const client = await owner();
    const summary = (await client.GET('/consentdashboard/{propId}', { params: { path: { propId } } })).data
      ?.response;
    const days = (await client.GET('/consent-activity/{pid}', { params: { path: { pid: propId } } })).data
      ?.response;
    expect(summary).toMatchObject({ from: '2026-10-25', to: TODAY });
    expect(days).toHaveLength(31);
    expect(days?.at(-1)?.day).toBe(TODAY);
    const sum = (key: 'consents' | 'accept_all' | 'pageviews') =>
      (days ?? []).reduce((n, d) => n + d[key], 0);
    expect(summary?.consents).toBe(sum('consents'));
    expect(summary?.accept_all).toBe(sum('accept_all'));
    expect(summary?.pageviews).toBe(sum('pageviews'));
    expect(summary?.consents).toBe(
      (summary?.accept_all ?? 0) + (summary?.reject_all ?? 0) + (summary?.custom ?? 0),
    );
    expect((summary?.opt_in_rate ?? 0) + (summary?.opt_out_rate ?? 0)).toBeCloseTo(1, 3);
    // The plan's limits (Professional) and this month's use.
    expect(summary?.pageviews_limit).toBe(licenceLimits('cookieConsent', 'professional').pageviews);
    expect(summary?.consents_limit).toBe(100_000);
    expect(summary?.month_pageviews).toBe(
      (days ?? []).filter((d) => d.day.startsWith('2026-11')).reduce((n, d) => n + d.pageviews, 0),
    );
  });

  it('has a weekday rhythm over 90 days, and nothing before them', async () => {
    const client = await owner();
    const { data } = await client.GET('/consent-activity/{pid}', {
      params: { path: { pid: propId }, query: { from: '2026-08-01', to: TODAY } },
    });
    const days = data?.response ?? [];
    const seen = days.filter((d) => d.consents > 0);
    expect(seen).toHaveLength(90);
    expect(seen[0]?.day).toBe('2026-08-27');
    const weekend = seen.filter((d) => [0, 6].includes(new Date(d.day).getUTCDay()) && d.day !== TODAY);
    const weekday = seen.filter((d) => ![0, 6].includes(new Date(d.day).getUTCDay()) && d.day !== TODAY);
    const mean = (rows: typeof seen) => rows.reduce((n, d) => n + d.pageviews, 0) / rows.length;
    expect(mean(weekend)).toBeLessThan(mean(weekday) * 0.8);
  });

  it('refuses a range over 366 days or backwards, naming the field', async () => {
    const client = await owner();
    const long = await client.GET('/consentdashboard/{propId}', {
      params: { path: { propId }, query: { from: '2025-01-01', to: TODAY } },
    });
    expect(long.response.status).toBe(400);
    expect(long.error?.error.details).toEqual([
      { in: 'query', field: 'to', reason: 'must be at most 366 days after from' },
    ]);
    const backwards = await client.GET('/consentcountrylist/{propId}', {
      params: { path: { propId }, query: { from: TODAY, to: '2026-11-01' } },
    });
    expect(backwards.response.status).toBe(400);
    expect(backwards.error?.error.details?.[0]).toEqual({
      in: 'query',
      field: 'to',
      reason: 'must not be before from',
    });
  });

  it('lists countries most first and splits by category and device', async () => {
    const client = await owner();
    const countries =
      (await client.GET('/consentcountrylist/{propId}', { params: { path: { propId } } })).data?.response ??
      [];
    expect(countries.slice(0, 3).map((c) => c.country)).toEqual(['US', 'DE', 'GB']);
    const counts = countries.map((c) => c.consents);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const breakdown = (
      await client.GET('/consentdetailsdashboard/{propId}', { params: { path: { propId } } })
    ).data?.response;
    expect(breakdown?.categories.map((c) => c.key)).toEqual([
      'necessary',
      'functional',
      'analytics',
      'marketing',
      'unclassified',
    ]);
    expect(breakdown?.categories[0]?.denied).toBe(0);
    expect(breakdown?.devices.map((d) => d.device)).toEqual(['desktop', 'mobile', 'tablet', 'other']);
  });

  it('shows a property without consents as zeros, and a free plan over its limits', async () => {
    clearConsents(api.state);
    setCookieConsentTier(api.state, 'free');
    const client = await owner();
    const summary = (await client.GET('/consentdashboard/{propId}', { params: { path: { propId } } })).data
      ?.response;
    expect(summary).toMatchObject({ consents: 0, opt_in_rate: 0, opt_out_rate: 0, pageviews_limit: 1_000 });
    const countries = await client.GET('/consentcountrylist/{propId}', { params: { path: { propId } } });
    expect(countries.data?.response).toEqual([]);
  });

  it('gives the snippet and where the embed was last seen, or null before it was', async () => {
    const client = await owner();
    const seen = (await client.GET('/cookie-consent/installation/{propId}', { params: { path: { propId } } }))
      .data?.response;
    expect(seen?.snippet).toBe(`<script src="${seen?.script_url}" data-property="${propId}"></script>`);
    expect(seen).toMatchObject({ consent_mode_first: true, google_tag_before: false });
    installationSeen(api.state, { consent_mode_first: false, google_tag_before: true });
    const late = (await client.GET('/cookie-consent/installation/{propId}', { params: { path: { propId } } }))
      .data?.response;
    expect(late).toMatchObject({ consent_mode_first: false, google_tag_before: true });
    installationNotSeen(api.state);
    const never = (
      await client.GET('/cookie-consent/installation/{propId}', { params: { path: { propId } } })
    ).data?.response;
    expect(never).toMatchObject({ last_seen_at: null, consent_mode_first: null });
  });

  it("answers 404 for another company's property", async () => {
    const other = await api.loginAs(DEMO_EMAILS.otherCompany);
    const { response } = await other.GET('/consentdashboard/{propId}', { params: { path: { propId } } });
    expect(response.status).toBe(404);
  });
});
