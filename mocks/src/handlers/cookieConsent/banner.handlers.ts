import type { PlanTier, Schemas } from '@privacy-portal/sdk';
import {
  type BannerProblem,
  bannerProblems,
  builtInLocale,
  defaultBannerTexts,
  tierFeatures,
  upgradeMessage,
} from '@privacy-portal/sdk/cookie-consent';
import { LOCALE_INFO } from '@privacy-portal/sdk/i18n';
import type { HttpHandler } from 'msw';
import { cookieConsentScope } from '../../cookieConsent/access.ts';
import type { MockBanner, MockBannerVersion } from '../../cookieConsent/state.ts';
import { bannerMessage, plainText } from '../../cookieConsent/text.ts';
import { MockApiError, notFound, validationFailed } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

type Config = Schemas['BannerConfig'];
type Texts = Schemas['BannerTexts'];

const WRITE = 'change the cookie banner';

/** Texts as the server keeps them: the message with links and emphasis only, the rest plain. */
function sanitiseTexts(texts: Texts): Texts {
  const out = { ...texts };
  for (const key of Object.keys(out) as Array<keyof Texts>) {
    const value = out[key];
    if (value !== undefined) out[key] = key === 'message' ? bannerMessage(value) : plainText(value);
  }
  return out;
}

const sanitiseConfig = (config: Config): Config => ({
  ...config,
  texts: Object.fromEntries(Object.entries(config.texts).map(([tag, t]) => [tag, sanitiseTexts(t)])),
});

const withoutFeature = ({ feature: _f, ...detail }: BannerProblem): Schemas['FieldError'] => detail;

/**
 * The banner rules (sdk bannerProblems): a bad value is 400 naming it; a value the plan does not
 * allow is 409 upgrade_required naming the feature, as the server answers.
 */
function check(config: Config, tier: PlanTier, prefix = ''): void {
  const problems = bannerProblems(config, tier).map((p) => ({ ...p, field: `${prefix}${p.field}` }));
  const values = problems.filter((p) => !p.feature);
  if (values.length) throw validationFailed(values.map(withoutFeature));
  const plan = problems.filter((p) => p.feature);
  const feature = plan[0]?.feature;
  if (feature)
    throw new MockApiError(409, 'upgrade_required', upgradeMessage(feature), plan.map(withoutFeature));
}

/** Tag Cookie banner: the draft, publishing and its history, languages. */
export function bannerHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const bannerOf = (pid: number) => cc.banners.get(pid) as MockBanner;
  const versionInPath = (pid: number, id: string) =>
    found(
      cc.versions.find((v) => v.property_id === pid && v.id === Number(id)),
      'Banner version',
    );
  const showVersion = ({ property_id, ...v }: MockBannerVersion): Schemas['BannerVersion'] => ({
    ...v,
    active: bannerOf(property_id).active_version_id === v.id,
  });
  const showBanner = (pid: number, tier: PlanTier): Schemas['Banner'] => {
    const banner = bannerOf(pid);
    const active = banner.active_version_id === null ? undefined : cc.versions.get(banner.active_version_id);
    return {
      draft: banner.draft,
      draft_updated_at: banner.draft_updated_at,
      published_version: active?.version ?? null,
      tier,
      features: tierFeatures(tier),
    };
  };
  /** The language's tag as the banner spells it, and its name and direction; 404 for another. */
  const language = (banner: MockBanner, tag: string) => {
    const locale = builtInLocale(tag);
    if (locale) return { tag: locale, name: LOCALE_INFO[locale].name, dir: LOCALE_INFO[locale].dir };
    const custom = banner.draft.custom_languages.find((c) => c.tag === tag);
    if (!custom) throw notFound('Language');
    return custom;
  };
  const languageTexts = (banner: MockBanner, tag: string): Schemas['BannerLanguageTexts'] => {
    const lang = language(banner, tag);
    const texts = banner.draft.texts[lang.tag] ?? defaultBannerTexts(lang.tag);
    if (!texts) throw notFound('Language');
    return { ...lang, texts };
  };
  const saveDraft = (banner: MockBanner, draft: Config) =>
    Object.assign(banner, { draft, draft_updated_at: nowIso(state) });

  return [
    http.get('/consent/banner/{orgId}/{propId}', ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
      });
      return response(200).json({ response: showBanner(property.property_id, tier) });
    }),
    http.put('/consent/banner/{orgId}/{propId}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      const draft = sanitiseConfig(await request.json());
      check(draft, tier);
      saveDraft(bannerOf(property.property_id), draft);
      return response(200).json({ response: showBanner(property.property_id, tier) });
    }),
    http.get('/consent/banner-history/{oid}/{pid}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { orgId: params.oid, propId: params.pid });
      const page = cc.versions.page(query, {
        filter: (v) => v.property_id === property.property_id,
        key: (v) => [v.version, v.id],
        desc: true,
      });
      return response(200).json({ ...page, response: page.response.map(showVersion) });
    }),
    http.post('/consent/banner-history/{oid}/{pid}', async ({ request, params, response }) => {
      const { m, property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.oid,
        propId: params.pid,
        write: 'publish the cookie banner',
      });
      const pid = property.property_id;
      const text = await request.text();
      const body: Schemas['BannerPublish'] = text ? JSON.parse(text) : {};
      const banner = bannerOf(pid);
      // The plan may have changed since the draft was saved.
      check(banner.draft, tier, 'draft.');
      banner.last_version += 1;
      const version = cc.versions.create((id) => ({
        id,
        property_id: pid,
        version: banner.last_version,
        note: plainText(body.note ?? ''),
        published_at: nowIso(state),
        published_by: `${m.user.firstname} ${m.user.lastname}`,
        config: structuredClone(banner.draft),
      }));
      banner.active_version_id = version.id;
      return response(201).json({ response: showVersion(version) });
    }),
    http.post('/consent/active-banner-history/{oid}/{pid}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, {
        orgId: params.oid,
        propId: params.pid,
        write: 'publish the cookie banner',
        feature: 'versioning',
      });
      const pid = property.property_id;
      const version = versionInPath(pid, params.id);
      const banner = bannerOf(pid);
      banner.active_version_id = version.id;
      // The rolled-back version is also what the editor continues from.
      saveDraft(banner, structuredClone(version.config));
      return response(200).json({ response: showVersion(version) });
    }),
    http.delete('/consent/delete-banner-history/{oid}/{pid}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, {
        orgId: params.oid,
        propId: params.pid,
        write: 'delete banner versions',
      });
      const pid = property.property_id;
      const version = versionInPath(pid, params.id);
      if (bannerOf(pid).active_version_id === version.id)
        throw new MockApiError(
          409,
          'conflict',
          `Version ${version.version} is the one visitors see and cannot be deleted; activate another version first`,
        );
      cc.versions.remove(version.id);
      return response(204).empty();
    }),
    http.put('/consent/save-lang/{orgId}/{propId}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
      });
      const banner = bannerOf(property.property_id);
      const body = await request.json();
      // A built-in language chosen without texts of its own starts from its built-in texts.
      const texts = { ...banner.draft.texts };
      for (const tag of body.languages) {
        const defaults = defaultBannerTexts(tag);
        if (!texts[tag] && defaults && builtInLocale(tag) === tag) texts[tag] = defaults;
      }
      const draft = { ...banner.draft, ...body, texts };
      check(draft, tier);
      saveDraft(banner, draft);
      return response(200).json({
        response: { default_language: draft.default_language, languages: draft.languages },
      });
    }),
    http.get('/consent/save-lang/{orgId}/{propId}/{lang}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { orgId: params.orgId, propId: params.propId });
      return response(200).json({ response: languageTexts(bannerOf(property.property_id), params.lang) });
    }),
    http.put('/consent/save-lang/{orgId}/{propId}/{lang}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
        feature: 'advanced_languages',
      });
      const banner = bannerOf(property.property_id);
      const { tag } = language(banner, params.lang);
      const draft = {
        ...banner.draft,
        texts: { ...banner.draft.texts, [tag]: sanitiseTexts(await request.json()) },
      };
      // The body is the language's texts: its fields are named without `texts.<tag>.`.
      const problems = bannerProblems(draft, tier).filter((p) => p.field.startsWith(`texts.${tag}.`));
      if (problems.length)
        throw validationFailed(
          problems.map((p) => withoutFeature({ ...p, field: p.field.slice(`texts.${tag}.`.length) })),
        );
      saveDraft(banner, draft);
      return response(200).json({ response: languageTexts(banner, tag) });
    }),
    http.post('/consent/save-custom-lang/{orgId}/{propId}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.orgId,
        propId: params.propId,
        write: WRITE,
        feature: 'advanced_languages',
      });
      const banner = bannerOf(property.property_id);
      const body = await request.json();
      const custom = { ...body.language, name: plainText(body.language.name) };
      if (banner.draft.custom_languages.some((c) => c.tag.toLowerCase() === custom.tag.toLowerCase()))
        throw new MockApiError(409, 'name_taken', `The banner already has the language ${custom.tag}`, [
          { in: 'body', field: 'language.tag', reason: 'is already used' },
        ]);
      const draft: Config = {
        ...banner.draft,
        custom_languages: [...banner.draft.custom_languages, custom],
        languages: [...banner.draft.languages, custom.tag],
        texts: { ...banner.draft.texts, [custom.tag]: sanitiseTexts(body.texts) },
      };
      // The body holds one language and its texts: only their problems, named as the body names them.
      const at = `custom_languages.${draft.custom_languages.length - 1}.`;
      const own = bannerProblems(draft, tier).flatMap((p) => {
        if (p.field.startsWith(at))
          return [withoutFeature({ ...p, field: `language.${p.field.slice(at.length)}` })];
        if (p.field.startsWith(`texts.${custom.tag}.`))
          return [withoutFeature({ ...p, field: `texts.${p.field.slice(`texts.${custom.tag}.`.length)}` })];
        return [];
      });
      if (own.length) throw validationFailed(own);
      saveDraft(banner, draft);
      return response(201).json({ response: languageTexts(banner, custom.tag) });
    }),
  ];
}
