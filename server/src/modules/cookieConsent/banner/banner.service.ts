/**
 * The cookie banner of a property: a draft the team edits, and published versions visitors see (one of
 * them active). Every draft that is stored has been sanitised (banner.sanitize.ts) and passed the
 * shared rules for the property's plan (bannerProblems in the sdk), so a publish freezes a banner that
 * is safe to show. The handlers (banner.handlers.ts) check access first; the SQL is in banner.queries.ts.
 */
import { validationMessage } from '@privacy-portal/openapi/contract';
import type { Schemas } from '@privacy-portal/sdk';
import {
  type BannerConfig,
  type BannerTexts,
  bannerProblems,
  builtInLocale,
  DEFAULT_BANNER_CONFIG,
  defaultBannerTexts,
  tierFeatures,
} from '@privacy-portal/sdk/cookie-consent';
import { LOCALE_INFO } from '@privacy-portal/sdk/i18n';
import type { Db } from '../../../db/database.ts';
import type { PageInfo, PageQuery } from '../../../db/keyset.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { HistoryVersion } from '../../publishing/publish-history.queries.ts';
import {
  activateVersion,
  deleteVersion,
  listVersions,
  type PublishHistory,
  publishVersion,
} from '../../publishing/publish-history.service.ts';
import { ensureDefaultCategories } from '../categories/categories.service.ts';
import { plainText } from '../categories/plain-text.ts';
import { type CookieConsentScope, requireFeature } from '../cookieConsent.access.ts';
import {
  activeVersionNumber,
  BANNER_TABLES,
  type BannerRow,
  ensureBanner,
  findBanner,
  saveDraft,
} from './banner.queries.ts';
import { sanitizeBannerConfig } from './banner.sanitize.ts';

type Banner = Schemas['Banner'];
type BannerVersion = Schemas['BannerVersion'];
type BannerLanguageTexts = Schemas['BannerLanguageTexts'];

/** The contract's limits on the draft's lists (components/cookie-consent.yaml#/BannerConfig). */
const MAX_LANGUAGES = 40;
const MAX_CUSTOM_LANGUAGES = 30;

const freshDefault = (): BannerConfig => structuredClone(DEFAULT_BANNER_CONFIG);

/**
 * Refuses a configuration the shared rules refuse: 400 naming every bad value first, else 409
 * upgrade_required naming the first field whose feature the plan lacks.
 */
export function assertBannerAllowed(config: BannerConfig, scope: CookieConsentScope): void {
  const problems = bannerProblems(config, scope.tier);
  const invalid = problems
    .filter((p) => !p.feature)
    .map(({ in: where, field, reason }) => ({ in: where, field, reason }));
  if (invalid.length) throw new ApiError(400, 'validation_failed', validationMessage(invalid), invalid);
  const gated = problems.find((p) => p.feature);
  if (gated?.feature) requireFeature(scope.tier, gated.feature, gated.field);
}

async function presentBanner(db: Db, scope: CookieConsentScope, row: BannerRow | undefined): Promise<Banner> {
  return {
    draft: row?.draft ?? freshDefault(),
    draft_updated_at: row?.draft_updated_at ? new Date(row.draft_updated_at).toISOString() : null,
    published_version: await activeVersionNumber(db, row),
    tier: scope.tier,
    features: tierFeatures(scope.tier),
  };
}

/** The draft (the defaults before anything was saved), the version visitors see, and the plan. */
export async function getBanner(db: Db, scope: CookieConsentScope): Promise<Banner> {
  return presentBanner(db, scope, await findBanner(db, scope.property.id));
}

async function currentDraft(db: Db, propertyId: number): Promise<BannerConfig> {
  return (await findBanner(db, propertyId))?.draft ?? freshDefault();
}

/** Sanitises, checks and stores a draft; visitors keep the published version. */
async function storeDraft(db: Db, scope: CookieConsentScope, config: BannerConfig): Promise<BannerConfig> {
  const clean = sanitizeBannerConfig(config);
  assertBannerAllowed(clean, scope);
  await saveDraft(db, scope.property.id, clean);
  return clean;
}

export async function saveBannerDraft(
  db: Db,
  scope: CookieConsentScope,
  config: BannerConfig,
): Promise<Banner> {
  await storeDraft(db, scope, config);
  return getBanner(db, scope);
}

const BANNER_HISTORY: PublishHistory = {
  tables: BANNER_TABLES,
  names: { owner: 'Banner', version: 'Banner version' },
  activeConflict: (version) =>
    `Version ${version} is the one visitors see: activate another version before deleting it.`,
};

const presentVersion = ({ owner: _, content, ...v }: HistoryVersion<BannerConfig>): BannerVersion => ({
  ...v,
  note: v.note ?? '',
  config: content,
});

export async function bannerVersions(
  db: Db,
  scope: CookieConsentScope,
  paging: PageQuery,
): Promise<{ response: BannerVersion[]; page: PageInfo }> {
  const { rows, page } = await listVersions<BannerConfig>(db, BANNER_HISTORY, scope.property.id, paging);
  return { response: rows.map(presentVersion), page };
}

/**
 * Freezes the draft as the next version and makes it the one visitors see (the shared publish
 * history numbers versions under the banner row's lock). The draft is checked again: the plan may
 * have changed since it was saved.
 */
export async function publishBanner(
  db: Db,
  scope: CookieConsentScope,
  note: string | undefined,
): Promise<BannerVersion> {
  const propertyId = scope.property.id;
  const version = await publishVersion<BannerConfig>(
    db,
    BANNER_HISTORY,
    { key: propertyId },
    { note: plainText(note ?? ''), userId: scope.m.user.id },
    {
      before: (trx) => ensureBanner(trx, propertyId, freshDefault()),
      check: async (trx, draft) => {
        assertBannerAllowed(draft, scope);
        // Visitors choose among the categories: a banner published before anyone opened the categories
        // page still offers the five defaults.
        await ensureDefaultCategories(trx, propertyId);
      },
    },
  );
  return presentVersion(version);
}

/**
 * Rollback: an earlier version becomes the one visitors see, and the draft becomes a copy of it, so
 * the next edit starts from what is live. It must still suit the plan (a feature may have been lost).
 */
export async function activateBannerVersion(
  db: Db,
  scope: CookieConsentScope,
  id: number,
): Promise<BannerVersion> {
  const version = await activateVersion<BannerConfig>(db, BANNER_HISTORY, { key: scope.property.id }, id, {
    check: (_trx, config) => assertBannerAllowed(config, scope),
    columns: (config) => ({ draft: JSON.stringify(config), draft_updated_at: new Date() }),
  });
  return presentVersion(version);
}

/** Removes a version from the history; the active one stays (409), visitors would lose their banner. */
export async function deleteBannerVersion(db: Db, scope: CookieConsentScope, id: number): Promise<void> {
  await deleteVersion(db, BANNER_HISTORY, { key: scope.property.id }, id);
}

// ---- languages ------------------------------------------------------------------------------------

/** The tag as the draft writes it: a built-in locale or a custom language, in any letter case. */
function canonicalTag(draft: BannerConfig, tag: string): string | undefined {
  return (
    builtInLocale(tag) ?? draft.custom_languages.find((c) => c.tag.toLowerCase() === tag.toLowerCase())?.tag
  );
}

function describeLanguage(draft: BannerConfig, tag: string, texts: BannerTexts): BannerLanguageTexts {
  const locale = builtInLocale(tag);
  if (locale) return { tag: locale, name: LOCALE_INFO[locale].name, dir: LOCALE_INFO[locale].dir, texts };
  const custom = draft.custom_languages.find((c) => c.tag === tag);
  return { tag, name: custom?.name ?? tag, dir: custom?.dir ?? 'ltr', texts };
}

/**
 * The banner's languages and its default. A built-in language without texts yet gets its built-in
 * ones; a custom language brings its texts when it is added.
 */
export async function saveBannerLanguages(
  db: Db,
  scope: CookieConsentScope,
  body: Schemas['BannerLanguages'],
): Promise<Schemas['BannerLanguages']> {
  const draft = await currentDraft(db, scope.property.id);
  const texts = { ...draft.texts };
  for (const tag of body.languages) {
    const defaults = texts[tag] ? undefined : defaultBannerTexts(tag);
    if (defaults && builtInLocale(tag) === tag) texts[tag] = defaults;
  }
  const saved = await storeDraft(db, scope, {
    ...draft,
    languages: body.languages,
    default_language: body.default_language,
    texts,
  });
  return { default_language: saved.default_language, languages: saved.languages };
}

/** The draft's texts in a language, else the built-in ones; 404 for a language the banner does not know. */
export async function getBannerLanguage(
  db: Db,
  scope: CookieConsentScope,
  lang: string,
): Promise<BannerLanguageTexts> {
  const draft = await currentDraft(db, scope.property.id);
  const tag = canonicalTag(draft, lang);
  if (!tag) throw notFound('Language');
  const texts =
    draft.texts[tag] ??
    defaultBannerTexts(tag) ??
    // A custom language whose texts were removed from the draft: the default language's, to start from.
    draft.texts[draft.default_language] ??
    (defaultBannerTexts('en') as BannerTexts);
  return describeLanguage(draft, tag, texts);
}

/** Rewrites the draft's texts in one language (offered or not yet). */
export async function saveBannerLanguage(
  db: Db,
  scope: CookieConsentScope,
  lang: string,
  texts: BannerTexts,
): Promise<BannerLanguageTexts> {
  const draft = await currentDraft(db, scope.property.id);
  const tag = canonicalTag(draft, lang);
  if (!tag) throw notFound('Language');
  const saved = await storeDraft(db, scope, { ...draft, texts: { ...draft.texts, [tag]: texts } });
  return describeLanguage(saved, tag, saved.texts[tag] as BannerTexts);
}

/** A language of the customer's own, offered at once; its tag must be new (409 name_taken). */
export async function addCustomLanguage(
  db: Db,
  scope: CookieConsentScope,
  body: Schemas['CustomLanguageInput'],
): Promise<BannerLanguageTexts> {
  const draft = await currentDraft(db, scope.property.id);
  const taken = canonicalTag(draft, body.language.tag);
  if (taken) {
    throw new ApiError(409, 'name_taken', `The banner already has the language ${taken}.`, [
      { in: 'body', field: 'language.tag', reason: `is already a language of the banner (${taken})` },
    ]);
  }
  if (draft.custom_languages.length >= MAX_CUSTOM_LANGUAGES || draft.languages.length >= MAX_LANGUAGES) {
    throw new ApiError(
      409,
      'limit_reached',
      `A banner has at most ${MAX_CUSTOM_LANGUAGES} custom languages and ${MAX_LANGUAGES} languages in all.`,
    );
  }
  const { tag } = body.language;
  const saved = await storeDraft(db, scope, {
    ...draft,
    custom_languages: [...draft.custom_languages, body.language],
    languages: [...draft.languages, tag],
    texts: { ...draft.texts, [tag]: body.texts },
  });
  return describeLanguage(saved, tag, saved.texts[tag] as BannerTexts);
}
