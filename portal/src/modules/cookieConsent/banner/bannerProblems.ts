import type { Schemas } from '@privacy-portal/sdk';
import { languageName } from '@privacy-portal/ui/cookieConsent/bannerConfig';

type BannerConfig = Schemas['BannerConfig'];
type FieldError = Schemas['FieldError'];

/** The editor's tabs, in order. */
export const BANNER_PANELS = ['layout', 'colours', 'texts', 'behaviour', 'consentMode'] as const;
export type BannerPanel = (typeof BANNER_PANELS)[number];

export const PANEL_LABEL: Readonly<Record<BannerPanel, string>> = {
  layout: 'Layout',
  colours: 'Colours',
  texts: 'Texts',
  behaviour: 'Behaviour',
  consentMode: 'Consent Mode',
};

const PANEL_OF: Readonly<Record<string, BannerPanel>> = {
  layout: 'layout',
  position: 'layout',
  font: 'layout',
  logo_url: 'layout',
  button_style: 'layout',
  show_branding: 'layout',
  colours: 'colours',
  default_language: 'texts',
  languages: 'texts',
  custom_languages: 'texts',
  texts: 'texts',
  privacy_policy_url: 'texts',
  consent_mode: 'consentMode',
};

/** The tab that shows a field of the draft (`texts.de.title` → texts); behaviour for the rest. */
export function panelOf(path: string): BannerPanel {
  return PANEL_OF[path.split('.')[0] ?? ''] ?? 'behaviour';
}

/**
 * A refusal's field errors as the panels take them: path → reason. Publishing names the fields of the
 * draft it checked as `draft.…`; the editor's paths are the draft's own. The plan's reasons ('removing
 * the branding needs essentials or higher') say what they are about, so they are made sentences of
 * their own (a capital first), which the panels show without their field's label.
 */
export function errorsByPath(details: readonly FieldError[], planReasons = false): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, reason } of details) {
    const path = field.replace(/^(body\.)?draft\./, '');
    errors[path] ??= planReasons ? reason.charAt(0).toUpperCase() + reason.slice(1) : reason;
  }
  return errors;
}

const FIELD_WORDS: Readonly<Record<string, string>> = {
  layout: 'Layout',
  position: 'Position',
  font: 'Font',
  logo_url: 'Logo address',
  button_style: 'Button style',
  show_branding: 'Branding',
  'colours.background': 'Background colour',
  'colours.text': 'Text colour',
  'colours.accent': 'Button colour',
  'colours.accent_text': 'Button label colour',
  'colours.link': 'Link colour',
  default_language: 'Default language',
  languages: 'Languages',
  custom_languages: 'Custom languages',
  privacy_policy_url: 'Privacy policy address',
  show_categories: 'Categories',
  show_cookies: 'Cookie list',
  consent_lifetime_days: 'The acceptance lifetime',
  rejection_lifetime_days: 'The rejection lifetime',
  reconsent_on_change: 'Re-consent',
  regulation: 'Default rule',
  regions: 'Rules per region',
  gpc_honoured: 'GPC',
  tcf_enabled: 'IAB TCF',
  'consent_mode.enabled': 'Google Consent Mode',
};

const TEXT_WORDS: Readonly<Record<string, string>> = {
  title: 'title',
  message: 'message',
  accept_all: 'Accept all button',
  reject_all: 'Reject all button',
  preferences: 'Preferences button',
  save: 'Save choices button',
  do_not_sell: 'opt-out link',
  privacy_policy_label: 'privacy policy link text',
};

/** A field of the draft in words, for the list of problems: 'texts.de.title' → 'The Deutsch title'. */
export function fieldName(path: string, config: BannerConfig): string {
  const own = FIELD_WORDS[path];
  if (own) return own;
  const [head, second, third] = path.split('.');
  if (head === 'texts' && second) {
    const language = languageName(second, config.custom_languages);
    return third ? `The ${language} ${TEXT_WORDS[third] ?? third}` : `The ${language} texts`;
  }
  if (head === 'regions' && second) return `Rule ${Number(second) + 1} per region`;
  if (head === 'languages' && second) return `Language ${Number(second) + 1}`;
  if (head === 'custom_languages' && second) return `Custom language ${Number(second) + 1}`;
  if (head === 'consent_mode') return `Google Consent Mode ${path.slice('consent_mode.'.length)}`;
  return path;
}
