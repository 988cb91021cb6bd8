// The DSAR web form's defaults (calls-billing-spec §9): the eleven default fields in their order, the
// look of the page, the request and subject types, and the limits every form keeps.

import type { Locale } from '../i18n/locales.ts';
import { DEFAULT_FORM_TEXTS } from './form-texts.ts';
import type {
  CustomFieldType,
  DsarFieldType,
  DsarFormDefinition,
  DsarFormField,
  DsarFormSettings,
  DsarFormTexts,
} from './form-types.ts';

/** Every field type, and those the builder can add (email, country, state and captcha are default fields only). */
export const DSAR_FIELD_TYPES: readonly DsarFieldType[] = [
  'radio',
  'text',
  'email',
  'select',
  'country',
  'state',
  'textarea',
  'checkbox',
  'date',
  'file',
  'captcha',
];
export const CUSTOM_FIELD_TYPES: readonly CustomFieldType[] = [
  'text',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'date',
  'file',
];

/** The option values of the `requesttype` field; a request stores one of them. */
export const REQUEST_TYPES = [
  'access',
  'deletion',
  'correction',
  'portability',
  'opt_out',
  'restriction',
  'objection',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** The option values of the `subjecttype` field ("I am a"). */
export const SUBJECT_TYPES = ['customer', 'employee', 'job_applicant', 'contractor', 'other'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** English display labels (the portal's lists); the form's own labels per language are in form-texts. */
export const REQUEST_TYPE_LABELS: Readonly<Record<RequestType, string>> = {
  access: 'Access my data',
  deletion: 'Delete my data',
  correction: 'Correct my data',
  portability: 'Get a copy to take elsewhere',
  opt_out: 'Do not sell or share my data',
  restriction: 'Restrict processing',
  objection: 'Object to processing',
};

export const SUBJECT_TYPE_LABELS: Readonly<Record<SubjectType, string>> = {
  customer: 'Customer',
  employee: 'Employee',
  job_applicant: 'Job applicant',
  contractor: 'Contractor',
  other: 'Other',
};

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === 'string' && (REQUEST_TYPES as readonly string[]).includes(value);
}

export function isSubjectType(value: unknown): value is SubjectType {
  return typeof value === 'string' && (SUBJECT_TYPES as readonly string[]).includes(value);
}

/**
 * The eleven default fields in the spec's order. Country and state are select-like: their lists come
 * from a dataset at run time, so they carry no options.
 */
export const DEFAULT_FORM_FIELDS: readonly DsarFormField[] = [
  { id: 'subjecttype', type: 'radio', required: true, builtIn: true, options: [...SUBJECT_TYPES] },
  { id: 'requesttype', type: 'radio', required: true, builtIn: true, options: [...REQUEST_TYPES] },
  { id: 'first_name', type: 'text', required: true, builtIn: true },
  { id: 'last_name', type: 'text', required: true, builtIn: true },
  { id: 'email', type: 'email', required: true, builtIn: true },
  { id: 'country', type: 'country', required: true, builtIn: true },
  { id: 'state', type: 'state', required: true, builtIn: true },
  { id: 'city', type: 'text', required: true, builtIn: true },
  { id: 'requestdetails', type: 'textarea', required: true, builtIn: true },
  { id: 'fileupload', type: 'file', required: false, builtIn: true },
  { id: 'captchacontrol', type: 'captcha', required: false, builtIn: true },
];

/** The ids of the default fields, in order. */
export const DEFAULT_FIELD_IDS: readonly string[] = DEFAULT_FORM_FIELDS.map((field) => field.id);

/** The page's look: header logo #3968fa / text #000000 / 30, welcome #333333 / 13, footer #333333 on #f0b323 / 13. */
export const DEFAULT_FORM_SETTINGS: DsarFormSettings = {
  headerColor: '#3968fa',
  headerTextColor: '#000000',
  headerFontSize: 30,
  welcomeColor: '#333333',
  welcomeFontSize: 13,
  footerColor: '#333333',
  footerBackground: '#f0b323',
  footerFontSize: 13,
  logo: null,
  favicon: null,
};

/** Fields a form cannot remove or make optional: a request needs them. */
export const LOCKED_FIELDS = ['subjecttype', 'requesttype', 'email'] as const;

// ---- limits ------------------------------------------------------------------------------------
export const MAX_FORM_FIELDS = 40;
export const MAX_OPTIONS = 30;
/** An option value: lower-case letters, digits and _. */
export const MAX_OPTION_VALUE_LENGTH = 60;
export const MAX_LABEL_LENGTH = 200;
export const MAX_TITLE_LENGTH = 200;
export const MAX_WELCOME_LENGTH = 2000;
export const MAX_FOOTER_LENGTH = 2000;
export const MAX_SUBMIT_LENGTH = 60;
export const MAX_TEXT_ANSWER = 200;
export const MAX_TEXTAREA_ANSWER = 5000;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_FILES = 3;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** A logo's or favicon's data: URL. */
export const MAX_IMAGE_URL_LENGTH = 150_000;
export const MIN_FONT_SIZE = 8;
export const MAX_FONT_SIZE = 72;

export const ALLOWED_FILE_TYPES: readonly { readonly mime: string; readonly ext: string }[] = [
  { mime: 'application/pdf', ext: 'pdf' },
  { mime: 'image/png', ext: 'png' },
  { mime: 'image/jpeg', ext: 'jpg' },
  { mime: 'image/webp', ext: 'webp' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  { mime: 'text/plain', ext: 'txt' },
];

/** A form's public name: 3–64 lower-case letters, digits and inner hyphens. */
export const FORM_IDENTIFIER_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,62}[a-z0-9])$/;

/** A field's controlId. */
export const FIELD_ID_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** An option's value. */
export const OPTION_VALUE_PATTERN = /^[a-z0-9_]+$/;

function copyTexts(texts: DsarFormTexts): DsarFormTexts {
  return {
    ...texts,
    labels: { ...texts.labels },
    options: Object.fromEntries(Object.entries(texts.options).map(([id, labels]) => [id, { ...labels }])),
  };
}

/** A new form: the default fields and look, and the default texts of each language (a fresh copy). */
export function defaultFormDefinition(languages: Locale[] = ['en']): DsarFormDefinition {
  return {
    fields: DEFAULT_FORM_FIELDS.map((field) => ({
      ...field,
      ...(field.options ? { options: [...field.options] } : {}),
    })),
    settings: { ...DEFAULT_FORM_SETTINGS },
    languages: [...languages],
    texts: Object.fromEntries(languages.map((locale) => [locale, copyTexts(DEFAULT_FORM_TEXTS[locale])])),
  };
}

/**
 * A field the builder adds: optional, not a default one. Radio and select start with two options
 * (option_1, option_2) the builder renames and labels; a checkbox without options is a single box.
 */
export function customField(type: CustomFieldType, id: string): DsarFormField {
  const field: DsarFormField = { id, type, required: false, builtIn: false };
  if (type === 'radio' || type === 'select') field.options = ['option_1', 'option_2'];
  return field;
}
