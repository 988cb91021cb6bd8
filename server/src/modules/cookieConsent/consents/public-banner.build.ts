/**
 * The published banner as one visitor gets it (PublicBannerConfig) and what the preferences show
 * (PublicBannerDetails): only their language's texts and their region's regulation, and only what the
 * property's plan includes (Consent Mode, TCF, blocking, branding removal), whatever the saved banner says.
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  type BannerTexts,
  builtInLocale,
  categoryText,
  defaultBannerTexts,
  isCategoryKey,
  tierAllows,
} from '@privacy-portal/sdk/cookie-consent';
import { LOCALE_INFO } from '@privacy-portal/sdk/i18n';
import type { PublicBannerState, PublicCategoryRow, PublicCookieRow } from './public-banner.queries.ts';
import { regulationFor } from './regulation.ts';
import type { VisitorPlace } from './visitor-geo.ts';

type PublicBannerConfig = Schemas['PublicBannerConfig'];
type PublicBannerDetails = Schemas['PublicBannerDetails'];

export interface TcfIdentity {
  cmpId: number;
  cmpVersion: number;
}

/** The key the embed and the consent records use for a category: its default key, or c<id>. */
export const embedKey = (c: Pick<PublicCategoryRow, 'id' | 'key'>): string => c.key ?? `c${c.id}`;

const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function translated(c: PublicCategoryRow, lang: string): { name: string; description: string } {
  const own = Object.entries(c.translations).find(([tag]) => sameLanguage(tag, lang))?.[1];
  if (own) return own;
  // A default category the team did not translate reads as the product's own text for that language.
  if (isCategoryKey(c.key) && builtInLocale(lang)) return categoryText(c.key, lang);
  return { name: c.name, description: c.description };
}

function textsFor(state: PublicBannerState, lang: string): BannerTexts {
  const { texts, default_language } = state.config;
  const own = Object.entries(texts).find(([tag]) => sameLanguage(tag, lang))?.[1];
  return own ?? defaultBannerTexts(lang) ?? (texts[default_language] as BannerTexts);
}

function directionOf(state: PublicBannerState, lang: string): 'ltr' | 'rtl' {
  const locale = builtInLocale(lang);
  if (locale) return LOCALE_INFO[locale].dir;
  return state.config.custom_languages.find((l) => sameLanguage(l.tag, lang))?.dir ?? 'ltr';
}

export function buildPublicConfig(
  state: PublicBannerState,
  visitor: { lang: string; place: VisitorPlace; gpc: boolean },
  tcf: TcfIdentity,
): PublicBannerConfig {
  const { config, tier } = state;
  const keyOf = new Map(state.categories.map((c) => [c.id, embedKey(c)]));
  const blocking = state.blockingEnabled && tierAllows(tier, 'script_blocking');
  return {
    property_id: state.propertyId,
    version: state.version,
    regulation: regulationFor(config, tier, visitor.place),
    region: visitor.place.region,
    gpc: visitor.gpc,
    gpc_honoured: config.gpc_honoured,
    language: visitor.lang,
    dir: directionOf(state, visitor.lang),
    languages: config.languages,
    layout: config.layout,
    position: config.position,
    colours: config.colours,
    font: config.font,
    logo_url: config.logo_url,
    button_style: config.button_style,
    texts: textsFor(state, visitor.lang),
    privacy_policy_url: config.privacy_policy_url,
    categories: state.categories.map((c) => ({
      key: embedKey(c),
      name: translated(c, visitor.lang).name,
      required: c.required,
    })),
    consent_mode:
      config.consent_mode.enabled && tierAllows(tier, 'google_consent_mode')
        ? { mapping: config.consent_mode.mapping }
        : null,
    blocking: {
      enabled: blocking,
      // Host rules are the third-party blocking feature; without it only marked scripts wait.
      rules:
        blocking && tierAllows(tier, 'third_party_blocking')
          ? state.rules.flatMap((r) => {
              const category = keyOf.get(r.category_id);
              return category ? [{ pattern: r.pattern, category }] : [];
            })
          : [],
    },
    tcf:
      config.tcf_enabled && tierAllows(tier, 'tcf_vendors')
        ? { cmp_id: tcf.cmpId, cmp_version: tcf.cmpVersion }
        : null,
    consent_lifetime_days: config.consent_lifetime_days,
    rejection_lifetime_days: config.rejection_lifetime_days,
    reconsent_on_change: config.reconsent_on_change,
    show_categories: config.show_categories,
    // Removing 'Powered by' is a plan feature: a lower plan shows it whatever was saved.
    show_branding: config.show_branding || !tierAllows(tier, 'remove_branding'),
  };
}

export function buildPublicDetails(
  state: PublicBannerState,
  lang: string,
  cookies: readonly PublicCookieRow[],
): PublicBannerDetails {
  const byCategory = new Map<number, Schemas['PublicCookie'][]>();
  for (const c of cookies) {
    const list = byCategory.get(c.category_id) ?? [];
    list.push({
      name: c.name,
      domain: c.domain,
      duration: c.duration,
      ...(c.purpose.trim() ? { purpose: c.purpose } : {}),
    });
    byCategory.set(c.category_id, list);
  }
  return {
    version: state.version,
    language: lang,
    categories: state.categories.map((c) => {
      const text = translated(c, lang);
      return {
        key: embedKey(c),
        name: text.name,
        description: text.description,
        required: c.required,
        cookies: state.config.show_cookies ? (byCategory.get(c.id) ?? []) : [],
      };
    }),
  };
}
