import type { Schemas } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { cookieConsentTier } from '../../cookieConsent/access.ts';
import { linkHash, sha256Hex } from '../../cookieConsent/ledger.ts';
import { propertyCategories } from '../../cookieConsent/present.ts';
import { notFound } from '../../errors.ts';
import type { HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

type Category = ReturnType<typeof propertyCategories>[number];
const embedKey = (c: Category) => c.key ?? `c${c.id}`;
const deviceOf = (ua: string): Schemas['ConsentRecord']['device'] =>
  /iPad|Tablet/i.test(ua) ? 'tablet' : /Mobi|Android|iPhone/i.test(ua) ? 'mobile' : ua ? 'desktop' : 'other';

/**
 * Tag Public consent, what the embed calls without a login: the published banner and its details,
 * the vendor list, a visitor's choice appended to the property's chain, its receipt, and the
 * installation beacon. A property without a licence or a published banner is a 404, as on the server
 * (the embed then keeps only what is strictly necessary).
 */
export function publicHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const published = (propertyId: string | number) => {
    const pid = Number(propertyId);
    const banner = cc.banners.get(pid);
    const version = banner?.active_version_id ? cc.versions.get(banner.active_version_id) : undefined;
    if (!state.properties.get(pid) || !cookieConsentTier(state, pid) || !version) throw notFound('Banner');
    return { pid, version };
  };
  const languageOf = (config: Schemas['BannerConfig'], asked: string | null) =>
    asked && config.languages.includes(asked) ? asked : config.default_language;
  const offered = (pid: number) => propertyCategories(cc, pid).filter((c) => c.key !== 'unclassified');

  return [
    http.get('/public/cookie-consent/{propertyId}/config', ({ request, params, query, response }) => {
      const { pid, version } = published(params.propertyId);
      const config = version.config;
      const language = languageOf(config, query.get('lang'));
      const texts = config.texts[language] ?? config.texts[config.default_language];
      const rules = cc.rules.list((r) => r.property_id === pid);
      return response(200).json({
        response: {
          property_id: pid,
          version: version.version,
          regulation: config.regulation,
          region: null,
          gpc: request.headers.get('sec-gpc') === '1',
          gpc_honoured: config.gpc_honoured,
          language,
          dir: language.startsWith('ar') ? 'rtl' : 'ltr',
          languages: config.languages,
          layout: config.layout,
          position: config.position,
          colours: config.colours,
          font: config.font,
          logo_url: config.logo_url,
          button_style: config.button_style,
          texts: texts as Schemas['BannerTexts'],
          privacy_policy_url: config.privacy_policy_url,
          categories: offered(pid).map((c) => ({ key: embedKey(c), name: c.name, required: c.required })),
          consent_mode: config.consent_mode.enabled ? { mapping: config.consent_mode.mapping } : null,
          blocking: {
            enabled: cc.blocking.get(pid)?.enabled ?? false,
            rules: rules.flatMap((r) => {
              const category = cc.categories.get(r.category_id);
              return category ? [{ pattern: r.pattern, category: embedKey(category) }] : [];
            }),
          },
          tcf: config.tcf_enabled ? { cmp_id: 0, cmp_version: 1 } : null,
          consent_lifetime_days: config.consent_lifetime_days,
          rejection_lifetime_days: config.rejection_lifetime_days,
          reconsent_on_change: config.reconsent_on_change,
          show_categories: config.show_categories,
          show_branding: config.show_branding,
        },
      });
    }),
    http.get('/public/cookie-consent/{propertyId}/details', ({ params, query, response }) => {
      const { pid, version } = published(params.propertyId);
      return response(200).json({
        response: {
          version: version.version,
          language: languageOf(version.config, query.get('lang')),
          categories: offered(pid).map((c) => ({
            key: embedKey(c),
            name: c.name,
            description: c.description,
            required: c.required,
            cookies: cc.cookies
              .list((k) => k.property_id === pid && k.category_id === c.id && k.published)
              .map((k) => ({ name: k.name, domain: k.domain, duration: k.duration, purpose: k.purpose })),
          })),
        },
      });
    }),
    http.get('/public/cookie-consent/{propertyId}/vendor-list', ({ params, response }) => {
      published(params.propertyId);
      // The property's vendors are not mapped to IAB ids in the mocks: the list's frame, no vendors.
      return response(200).json({
        gvlSpecificationVersion: 3,
        vendorListVersion: cc.vendorLists.iab.version ?? 0,
        vendors: {},
      });
    }),
    http.post('/public/cookie-consent/{propertyId}/consents', async ({ request, params, response }) => {
      const { pid } = published(params.propertyId);
      const body = JSON.parse(await request.text()) as Schemas['ConsentSubmission'];
      const chain = cc.consents.chainOf(pid, state.now());
      const last = chain.at(-1);
      const ua = request.headers.get('user-agent') ?? '';
      const record: Schemas['ConsentRecord'] = {
        seq: (last?.record.seq ?? 0) + 1,
        consent_id: body.consent_id,
        recorded_at: nowIso(state),
        banner_version: body.banner_version,
        choice: body.choice,
        granted: body.granted,
        denied: body.denied,
        gpc: body.gpc,
        tc_string: body.tc_string ?? null,
        consent_mode: body.consent_mode ?? null,
        region: null,
        country: null,
        device: deviceOf(ua),
        page_url: body.page_url,
        user_agent: ua,
        ip_hash: sha256Hex(`salt-${nowIso(state).slice(0, 10)}|mock-address`),
        over_limit: false,
      };
      const prev = last?.hash ?? '0'.repeat(64);
      const hash = linkHash(prev, record);
      chain.push({ record, prev_hash: prev, hash });
      return response(201).json({
        response: { consent_id: record.consent_id, seq: record.seq, hash, recorded_at: record.recorded_at },
      });
    }),
    http.get('/public/cookie-consent/{propertyId}/consents/{consentId}/receipt', ({ params, response }) => {
      const pid = Number(params.propertyId);
      const rows = cc.consents
        .chainOf(pid, state.now())
        .filter((r) => r.record.consent_id === params.consentId)
        .reverse()
        .slice(0, 100);
      if (!rows.length) throw notFound('Consent');
      return response(200).json({
        response: {
          property_id: pid,
          consent_id: params.consentId,
          records: rows.map((r) => ({
            record: r.record,
            link: { seq: r.record.seq, prev_hash: r.prev_hash, hash: r.hash },
          })),
        },
      });
    }),
    http.post('/public/cookie-consent/{propertyId}/seen', async ({ request, params, response }) => {
      const { pid } = published(params.propertyId);
      const body = JSON.parse(await request.text()) as Schemas['InstallationBeacon'];
      const seen = {
        last_seen_at: nowIso(state),
        last_seen_url: body.page_url,
        consent_mode_first: body.consent_mode_first,
        google_tag_before: body.google_tag_before,
        embed_version: body.embed_version ?? null,
      };
      const row = cc.installations.get(pid);
      if (row) Object.assign(row, seen);
      else cc.installations.create(() => ({ property_id: pid, ...seen }));
      return response(204).empty();
    }),
  ];
}
