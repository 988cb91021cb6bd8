/**
 * The cookie banner's defaults and the rules its configuration must meet, shared by the server (which
 * refuses a bad draft), the mocks and the portal (which show the same reasons beside the fields).
 * Browser-safe: no Node APIs. The contract checks shapes and lengths; these rules check what a schema
 * cannot: that the languages agree with each other, that colours are legible, and what the plan allows.
 */
import type { components } from '../../generated/schema.ts';
import type { PlanTier } from '../billing-catalogue.ts';
import { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance } from '../colour.ts';
import { isLocale, LOCALES, type Locale } from '../i18n/locales.ts';
import { isCategoryKey } from './categories.ts';
import { DEFAULT_TEXTS } from './defaultTexts/all.ts';
import { type TierFeature, tierAllows } from './features.ts';

export type BannerConfig = components['schemas']['BannerConfig'];
export type BannerTexts = components['schemas']['BannerTexts'];
export type ConsentModeSignal = components['schemas']['ConsentModeSignal'];
type FieldError = components['schemas']['FieldError'];

/** The texts every language of a banner needs, in the order an editor shows them. */
export const BANNER_TEXT_KEYS = [
  'title',
  'message',
  'accept_all',
  'reject_all',
  'preferences',
  'save',
  'do_not_sell',
  'privacy_policy_label',
] as const satisfies ReadonlyArray<keyof BannerTexts>;

/** The Google Consent Mode v2 signals, the four ad and analytics ones first. */
export const CONSENT_MODE_SIGNALS = [
  'ad_storage',
  'analytics_storage',
  'ad_user_data',
  'ad_personalization',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const satisfies readonly ConsentModeSignal[];

// The least contrast the banner's texts may have: WCAG 2.x AA for normal-size text (1.4.3).
export { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance };

/**
 * The built-in texts in the ten languages (defaultTexts/, one file per language). Formal address where
 * the language has one (Sie, vous, usted), as the default cookie categories use. `do_not_sell` is the
 * US state laws' opt-out link (CCPA/CPRA's 'Do Not Sell or Share My Personal Information').
 */
export const DEFAULT_BANNER_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, DEFAULT_TEXTS[locale].banner]),
) as Readonly<Record<Locale, Readonly<BannerTexts>>>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * A new property's banner: a box in the bottom-left corner with Accept all and Reject all side by side
 * in one button style (rejecting as easy as accepting), GDPR opt-in everywhere, GPC honoured, Consent
 * Mode off with the usual category mapping ready for when it is switched on. Frozen: take a copy
 * (`structuredClone`) to change it. `privacy_policy_url` is null because a property has no privacy
 * policy address of its own yet; the owner sets it.
 */
export const DEFAULT_BANNER_CONFIG: BannerConfig = deepFreeze({
  layout: 'box',
  position: 'bottom-left',
  colours: {
    background: '#ffffff',
    text: '#1f2937',
    accent: '#1a56db',
    accent_text: '#ffffff',
    link: '#1a56db',
  },
  font: 'system',
  logo_url: null,
  button_style: 'filled',
  default_language: 'en',
  languages: ['en'],
  custom_languages: [],
  texts: { en: { ...DEFAULT_BANNER_TEXTS.en } },
  show_categories: true,
  show_cookies: true,
  consent_lifetime_days: 365,
  rejection_lifetime_days: 180,
  reconsent_on_change: true,
  regulation: 'gdpr',
  regions: [],
  consent_mode: {
    enabled: false,
    mapping: {
      ad_storage: ['marketing'],
      ad_user_data: ['marketing'],
      ad_personalization: ['marketing'],
      analytics_storage: ['analytics'],
      functionality_storage: ['functional'],
      personalization_storage: ['functional'],
      security_storage: ['necessary'],
    },
  },
  tcf_enabled: false,
  gpc_honoured: true,
  show_branding: true,
  privacy_policy_url: null,
} satisfies BannerConfig);

// ---- colours --------------------------------------------------------------------------------------

const HEX = /^#[0-9a-f]{6}$/i;

/** Rounded down, so a ratio just under the minimum never reads as the minimum (4.49 → 4.4). */
const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

function contrastProblem(
  colours: BannerConfig['colours'],
  field: keyof BannerConfig['colours'],
  against: keyof BannerConfig['colours'],
  what: string,
): FieldError | undefined {
  const fg = colours[field];
  const bg = colours[against];
  if (!HEX.test(fg) || !HEX.test(bg)) return undefined;
  const ratio = contrastRatio(fg, bg);
  if (ratio >= MIN_TEXT_CONTRAST) return undefined;
  return {
    in: 'body',
    field: `colours.${field}`,
    reason: `${what} is too hard to read: ${fg} on ${bg} has a contrast of ${ratioText(ratio)}, and needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`,
  };
}

// ---- languages ------------------------------------------------------------------------------------

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The built-in locale a tag names, whatever its letter case (pt-br → pt-BR). */
export function builtInLocale(tag: string): Locale | undefined {
  return LOCALES.find((locale) => sameTag(locale, tag));
}

/** The built-in texts of a language: its own for the ten, else undefined. */
export function defaultBannerTexts(tag: string): BannerTexts | undefined {
  const locale = builtInLocale(tag);
  return locale ? { ...DEFAULT_BANNER_TEXTS[locale] } : undefined;
}

/** Whether texts are the built-in ones of their language (a free plan cannot change them). */
function isDefaultTexts(tag: string, texts: BannerTexts): boolean {
  if (!isLocale(tag)) return false;
  const defaults = DEFAULT_BANNER_TEXTS[tag];
  return BANNER_TEXT_KEYS.every((key) => (texts[key] ?? '') === (defaults[key] ?? ''));
}

// ---- the rules ------------------------------------------------------------------------------------

/** A field error; `feature` is set when the plan, not the value, is the problem (409 upgrade_required). */
export interface BannerProblem extends FieldError {
  feature?: TierFeature;
}

const LIFETIME_MAX_DAYS = 395;
const REQUIRED_TEXTS = BANNER_TEXT_KEYS.filter((key) => key !== 'privacy_policy_label');

/**
 * Everything wrong with a banner configuration for a plan tier, as field errors naming the field
 * (dotted, inside the config), the value problems first. Problems with `feature` set are the plan's:
 * the configuration is fine on a higher tier. An empty list means the configuration may be saved.
 */
export function bannerProblems(config: BannerConfig, tier: PlanTier): BannerProblem[] {
  const problems: BannerProblem[] = [];
  const add = (field: string, reason: string, feature?: TierFeature) =>
    problems.push(feature ? { in: 'body', field, reason, feature } : { in: 'body', field, reason });

  // Custom languages: each a new tag, not one of the ten under another spelling.
  config.custom_languages.forEach((custom, i) => {
    if (builtInLocale(custom.tag)) {
      add(`custom_languages.${i}.tag`, `is a built-in language (${builtInLocale(custom.tag)})`);
    } else if (config.custom_languages.findIndex((other) => sameTag(other.tag, custom.tag)) < i) {
      add(`custom_languages.${i}.tag`, `is listed twice (${custom.tag})`);
    }
  });
  const known = (tag: string) => isLocale(tag) || config.custom_languages.some((c) => c.tag === tag);

  config.languages.forEach((tag, i) => {
    if (!known(tag)) {
      const locale = builtInLocale(tag);
      add(
        `languages.${i}`,
        locale
          ? `must be written ${locale}`
          : `is neither a built-in language nor one of the custom languages (${tag})`,
      );
    } else if (!config.texts[tag]) {
      add(`texts.${tag}`, `is required: the banner offers ${tag}, so it needs its texts`);
    }
  });
  if (!config.languages.includes(config.default_language)) {
    add('default_language', `must be one of the banner's languages (${config.languages.join(', ')})`);
  }
  for (const [tag, texts] of Object.entries(config.texts)) {
    if (!known(tag)) {
      add(`texts.${tag}`, `is not a language of this banner: add ${tag} as a custom language first`);
      continue;
    }
    for (const key of REQUIRED_TEXTS) {
      if (!(texts[key] ?? '').trim()) add(`texts.${tag}.${key}`, 'must not be empty');
    }
  }

  config.regions.forEach((rule, i) => {
    if (config.regions.findIndex((other) => other.region === rule.region) < i) {
      add(`regions.${i}.region`, `is listed twice (${rule.region})`);
    }
  });

  for (const [signal, categories] of Object.entries(config.consent_mode.mapping)) {
    if (!(CONSENT_MODE_SIGNALS as readonly string[]).includes(signal)) {
      add(`consent_mode.mapping.${signal}`, `is not a Google Consent Mode signal`);
      continue;
    }
    (categories ?? []).forEach((category, i) => {
      if (!isCategoryKey(category)) {
        add(`consent_mode.mapping.${signal}.${i}`, `is not a cookie category (${String(category)})`);
      }
    });
  }

  for (const field of ['consent_lifetime_days', 'rejection_lifetime_days'] as const) {
    const days = config[field];
    if (!Number.isInteger(days) || days < 1 || days > LIFETIME_MAX_DAYS) {
      add(field, `must be a whole number of days from 1 to ${LIFETIME_MAX_DAYS} (13 months)`);
    }
  }

  const { colours } = config;
  for (const problem of [
    contrastProblem(colours, 'text', 'background', 'The text'),
    contrastProblem(colours, 'link', 'background', 'A link'),
    contrastProblem(colours, 'accent_text', 'accent', 'The button text'),
    // Outline buttons write their label in the accent colour on the banner's background.
    config.button_style === 'outline'
      ? contrastProblem(colours, 'accent', 'background', 'An outline button’s label')
      : undefined,
  ]) {
    if (problem) problems.push(problem);
  }

  // The plan: each feature below its tier is refused where it is switched on.
  const gate = (feature: TierFeature, field: string, reason: string) => {
    if (!tierAllows(tier, feature)) add(field, reason, feature);
  };
  if (!config.show_branding)
    gate('remove_branding', 'show_branding', 'removing the branding needs essentials or higher');
  if (config.consent_mode.enabled) {
    gate('google_consent_mode', 'consent_mode.enabled', 'Google Consent Mode needs essentials or higher');
  }
  if (config.tcf_enabled) gate('tcf_vendors', 'tcf_enabled', 'IAB TCF needs essentials or higher');
  if (config.regions.length) gate('geo_targeting', 'regions', 'rules per region need basic or higher');
  if (config.regulation === 'us_opt_out')
    gate('ccpa_opt_out', 'regulation', 'the US opt-out needs basic or higher');
  config.regions.forEach((rule, i) => {
    if (rule.regulation === 'us_opt_out') {
      gate('ccpa_opt_out', `regions.${i}.regulation`, 'the US opt-out needs basic or higher');
    }
  });
  if (config.custom_languages.length) {
    gate('advanced_languages', 'custom_languages', 'custom languages need basic or higher');
  }
  // 'Advanced language edits' and 'dynamic notice text' are basic and up: a free banner keeps the
  // built-in wording of each of the ten languages.
  for (const [tag, texts] of Object.entries(config.texts)) {
    if (isLocale(tag) && !isDefaultTexts(tag, texts)) {
      gate('advanced_languages', `texts.${tag}`, 'editing the banner texts needs basic or higher');
    }
  }
  return problems;
}
