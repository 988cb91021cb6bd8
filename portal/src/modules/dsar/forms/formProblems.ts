import type { Schemas } from '@privacy-portal/sdk';
import {
  type FormDefinition,
  type FormErrors,
  type FormLocale,
  fieldLabel,
  languageName,
  optionLabel,
  problemText,
} from '@privacy-portal/ui/dsar/formDefinition';

type FieldError = Schemas['FieldError'];

/** The builder's tabs, in order. */
export const BUILDER_TABS = ['fields', 'texts', 'languages', 'design'] as const;
export type BuilderTab = (typeof BUILDER_TABS)[number];

export const TAB_LABEL: Readonly<Record<BuilderTab, string>> = {
  fields: 'Fields',
  texts: 'Page texts',
  languages: 'Languages',
  design: 'Design',
};

/** Where a problem is shown: a tab, and the field or language to open there. */
export interface ProblemPlace {
  tab: BuilderTab;
  fieldId?: string;
  language?: FormLocale;
}

/**
 * Splits a refusal's details: those about the definition (`definition.fields[3].id`, by the builder's
 * own paths) and the rest (name, identifier), which the details form shows.
 */
export function splitDetails(details: readonly FieldError[]): { definition: FormErrors; rest: FieldError[] } {
  const definition: Record<string, string> = {};
  const rest: FieldError[] = [];
  for (const detail of details) {
    const path = detail.field.replace(/^body\./, '');
    if (path.startsWith('definition.')) definition[path.slice('definition.'.length)] ??= detail.reason;
    else rest.push(detail);
  }
  return { definition, rest };
}

const SETTING_LABEL: Readonly<Record<string, string>> = {
  headerColor: 'Header colour',
  headerTextColor: 'Header text colour',
  headerFontSize: 'Header text size',
  welcomeColor: 'Welcome text colour',
  welcomeFontSize: 'Welcome text size',
  footerColor: 'Footer text colour',
  footerBackground: 'Footer colour',
  footerFontSize: 'Footer text size',
  logo: 'The logo',
  favicon: 'The favicon',
};

const PAGE_TEXT_LABEL: Readonly<Record<string, string>> = {
  title: 'title',
  welcome: 'welcome text',
  footer: 'footer',
  submit: 'submit button',
};

const isLocale = (value: string | undefined, definition: FormDefinition): value is FormLocale =>
  value !== undefined && (definition.languages as string[]).includes(value);

/** Where a problem belongs and how it reads, for the list above the builder. */
export function describeProblem(
  path: string,
  reason: string,
  definition: FormDefinition,
): { place: ProblemPlace; text: string } {
  const fieldAt = /^fields\[(\d+)\](?:\.(\w+))?/.exec(path);
  if (fieldAt) {
    const field = definition.fields[Number(fieldAt[1])];
    const language = definition.languages[0] ?? 'en';
    const name = field ? fieldLabel(definition, field.id, language) : 'A field';
    const part = fieldAt[2] === 'id' ? ' ID' : fieldAt[2] === 'options' ? ' options' : '';
    return {
      place: field ? { tab: 'fields', fieldId: field.id } : { tab: 'fields' },
      text: problemText(`${name}${part}`, reason) ?? reason,
    };
  }
  const text = /^texts\.([^.]+)(?:\.(labels|options)\.([^.]+)(?:\.([^.]+))?|\.(\w+))?/.exec(path);
  if (text) {
    const language = isLocale(text[1], definition) ? text[1] : undefined;
    const inLanguage = language ? ` in ${languageName(language)}` : '';
    const fieldId = text[3];
    if (fieldId && language) {
      const name = fieldLabel(definition, fieldId, definition.languages[0] ?? language);
      const option = text[4];
      const what = option
        ? `The label of “${optionLabel(definition, fieldId, option, definition.languages[0] ?? language)}” (${name})`
        : `The label of ${name}`;
      return {
        place: { tab: 'fields', fieldId, language },
        text: problemText(`${what}${inLanguage}`, reason) ?? reason,
      };
    }
    const key = text[5];
    const what = key ? `The ${PAGE_TEXT_LABEL[key] ?? key}` : 'The texts';
    return {
      place: language ? { tab: 'texts', language } : { tab: 'languages' },
      text: problemText(`${what}${inLanguage}`, reason) ?? reason,
    };
  }
  const setting = /^settings\.(\w+)/.exec(path);
  if (setting) {
    return {
      place: { tab: 'design' },
      text: problemText(SETTING_LABEL[setting[1] ?? ''] ?? 'The look', reason) ?? reason,
    };
  }
  if (path.startsWith('languages')) {
    return { place: { tab: 'languages' }, text: problemText('The languages', reason) ?? reason };
  }
  return { place: { tab: 'fields' }, text: problemText('The fields', reason) ?? reason };
}

/** A form identifier made from a name: "Privacy request (EU)" → "privacy-request-eu". */
export function identifierFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}
