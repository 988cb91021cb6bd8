// The shapes of a DSAR web form (calls-billing-spec §9). The OpenAPI contract (openapi/components/dsar.yaml)
// mirrors them; the rules in form-defaults.ts, submission.ts and form-texts.ts check what JSON Schema cannot.

import type { Locale } from '../i18n/locales.ts';

export type DsarFieldType =
  | 'radio'
  | 'text'
  | 'email'
  | 'select'
  | 'country'
  | 'state'
  | 'textarea'
  | 'checkbox'
  | 'date'
  | 'file'
  | 'captcha';

/** The types the builder can add; email, country, state and captcha exist only as default fields. */
export type CustomFieldType = 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'date' | 'file';

export interface DsarFormField {
  /** The controlId, /^[a-z][a-z0-9_]{0,39}$/. */
  id: string;
  type: DsarFieldType;
  required: boolean;
  /** One of the 11 default fields. */
  builtIn: boolean;
  /** Option values for radio/select/checkbox (the labels are per language in the texts). */
  options?: string[];
}

export interface DsarFormSettings {
  headerColor: string;
  headerTextColor: string;
  headerFontSize: number;
  welcomeColor: string;
  welcomeFontSize: number;
  footerColor: string;
  footerBackground: string;
  footerFontSize: number;
  /** data: URL (png/jpeg/webp), set by the builder. */
  logo: string | null;
  /** data: URL (png/x-icon). */
  favicon: string | null;
}

export interface DsarFormTexts {
  /** The header text next to the logo. */
  title: string;
  welcome: string;
  footer: string;
  submit: string;
  /** Field id → label. */
  labels: Record<string, string>;
  /** Field id → option value → label. */
  options: Record<string, Record<string, string>>;
}

export interface DsarFormDefinition {
  fields: DsarFormField[];
  settings: DsarFormSettings;
  /** Offered in the language selector, the first is the default. */
  languages: Locale[];
  texts: Partial<Record<Locale, DsarFormTexts>>;
}

export type DsarSubmissionValues = Record<string, string | string[] | boolean | undefined>;

export interface FieldProblem {
  field: string;
  reason: string;
}
