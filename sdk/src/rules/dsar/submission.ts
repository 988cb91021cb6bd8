// Checks of a DSAR web form: a visitor's submission against the form (reasons in the visitor's
// language), and a form definition as the builder saves it (reasons in English, with field paths).
// Files and the captcha are judged by the server (file contents, the captcha store); here only the
// number of files is.

import { isLocale, type Locale } from '../i18n/locales.ts';
import {
  CUSTOM_FIELD_TYPES,
  DEFAULT_FORM_FIELDS,
  DSAR_FIELD_TYPES,
  FIELD_ID_PATTERN,
  LOCKED_FIELDS,
  MAX_EMAIL_LENGTH,
  MAX_FILES,
  MAX_FONT_SIZE,
  MAX_FOOTER_LENGTH,
  MAX_FORM_FIELDS,
  MAX_IMAGE_URL_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_OPTION_VALUE_LENGTH,
  MAX_OPTIONS,
  MAX_SUBMIT_LENGTH,
  MAX_TEXT_ANSWER,
  MAX_TEXTAREA_ANSWER,
  MAX_TITLE_LENGTH,
  MAX_WELCOME_LENGTH,
  MIN_FONT_SIZE,
  OPTION_VALUE_PATTERN,
  REQUEST_TYPES,
  SUBJECT_TYPES,
} from './form-defaults.ts';
import { formatMessage, VISITOR_MESSAGES, type VisitorMessages } from './form-texts.ts';
import type {
  DsarFieldType,
  DsarFormDefinition,
  DsarFormField,
  DsarFormSettings,
  DsarSubmissionValues,
  FieldProblem,
} from './form-types.ts';

// ---- helpers -------------------------------------------------------------------------------------

/** Length in characters (code points), as JSON Schema's maxLength counts. */
function longerThan(text: string, max: number): boolean {
  return text.length > max && [...text].length > max;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A simple, robust e-mail check: one @, a dot in the domain, no spaces, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function own<T>(record: Record<string, T> | undefined | null, key: string): T | undefined {
  return record != null && typeof record === 'object' && Object.hasOwn(record, key) ? record[key] : undefined;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const CHOICE_TYPES: readonly DsarFieldType[] = ['radio', 'select'];
const OPTION_TYPES: readonly DsarFieldType[] = ['radio', 'select', 'checkbox'];

// ---- a visitor's submission ------------------------------------------------------------------------

export interface SubmissionOptions {
  /** The number of attached files. */
  fileCount?: number;
  /** Whether a country code is one the form offers. */
  countries?: (code: string) => boolean;
  /** The state codes of a country; null or empty when it has none (then the state is not required). */
  statesOf?: (country: string) => readonly string[] | null;
}

/** The reason given for a key of the values that is no field of the form (a developer's error). */
export const NOT_A_FIELD = 'is not a field of this form';
/** The reason given for attachments to a form without a file field (a developer's error). */
export const NO_FILES_ACCEPTED = 'this form does not accept files';

interface Context {
  messages: VisitorMessages;
  opts: SubmissionOptions;
  /** The state list of the chosen country: undefined when unknown, null or empty when it has none. */
  states: readonly string[] | null | undefined;
}

function countryProblem(code: string, ctx: Context): string | undefined {
  const known = ctx.opts.countries ? ctx.opts.countries(code) : /^[A-Za-z]{2}$/.test(code);
  return known ? undefined : ctx.messages.notAnOption;
}

function valueProblem(field: DsarFormField, value: unknown, ctx: Context): string | undefined {
  const m = ctx.messages;
  const options = field.options ?? [];

  if (field.type === 'checkbox' && options.length === 0) {
    if (value === undefined || value === null) return field.required ? m.required : undefined;
    if (typeof value !== 'boolean') return 'must be true or false';
    return field.required && !value ? m.required : undefined;
  }

  const noStates = field.type === 'state' && ctx.states !== undefined && (ctx.states?.length ?? 0) === 0;
  if (isEmpty(value)) return field.required && !noStates ? m.required : undefined;

  if (field.type === 'checkbox') {
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      return 'must be a list of option values';
    }
    const chosen = value as string[];
    const allKnown = chosen.every((item) => options.includes(item));
    return allKnown && new Set(chosen).size === chosen.length ? undefined : m.notAnOption;
  }

  if (typeof value !== 'string') return 'must be text';
  switch (field.type) {
    case 'radio':
    case 'select':
      return options.includes(value) ? undefined : m.notAnOption;
    case 'text':
      return longerThan(value, MAX_TEXT_ANSWER)
        ? formatMessage(m.tooLong, { max: MAX_TEXT_ANSWER })
        : undefined;
    case 'email':
      if (longerThan(value, MAX_TEXT_ANSWER)) return formatMessage(m.tooLong, { max: MAX_TEXT_ANSWER });
      return isEmailAddress(value.trim()) ? undefined : m.invalidEmail;
    case 'textarea':
      return longerThan(value, MAX_TEXTAREA_ANSWER)
        ? formatMessage(m.tooLong, { max: MAX_TEXTAREA_ANSWER })
        : undefined;
    case 'date':
      return isCalendarDate(value.trim()) ? undefined : m.invalidDate;
    case 'country':
      if (longerThan(value, MAX_TEXT_ANSWER)) return m.notAnOption;
      return countryProblem(value.trim(), ctx);
    case 'state':
      if (ctx.states && ctx.states.length > 0)
        return ctx.states.includes(value.trim()) ? undefined : m.notAnOption;
      return longerThan(value, MAX_TEXT_ANSWER)
        ? formatMessage(m.tooLong, { max: MAX_TEXT_ANSWER })
        : undefined;
    default:
      return undefined;
  }
}

/**
 * What is wrong with a visitor's answers, field by field in the form's order (at most one problem a
 * field), then keys that are no field of the form. Reasons are in the visitor's language, except for
 * developer errors (a value of the wrong JSON type, an unknown key), which are in English.
 */
export function submissionProblems(
  def: DsarFormDefinition,
  values: DsarSubmissionValues,
  locale: Locale,
  opts: SubmissionOptions = {},
): FieldProblem[] {
  const messages = VISITOR_MESSAGES[isLocale(locale) ? locale : 'en'];
  const problems: FieldProblem[] = [];

  const countryField = def.fields.find((field) => field.type === 'country');
  const countryValue = countryField ? own(values, countryField.id) : undefined;
  const country = typeof countryValue === 'string' ? countryValue.trim() : '';
  const ctx: Context = { messages, opts, states: undefined };
  if (opts.statesOf && country !== '' && !countryProblem(country, ctx)) ctx.states = opts.statesOf(country);

  const fileCount = opts.fileCount ?? 0;
  let firstFile = true;
  for (const field of def.fields) {
    let reason: string | undefined;
    if (field.type === 'captcha') continue;
    if (field.type === 'file') {
      if (field.required && fileCount < 1) reason = messages.required;
      else if (firstFile && fileCount > MAX_FILES)
        reason = formatMessage(messages.tooManyFiles, { max: MAX_FILES });
      firstFile = false;
    } else {
      reason = valueProblem(field, own(values, field.id), ctx);
    }
    if (reason) problems.push({ field: field.id, reason });
  }

  const ids = new Set(def.fields.map((field) => field.id));
  for (const key of Object.keys(values)) {
    if (!ids.has(key) && values[key] !== undefined) problems.push({ field: key, reason: NOT_A_FIELD });
  }
  if (fileCount > 0 && !def.fields.some((field) => field.type === 'file')) {
    problems.push({ field: 'attachments', reason: NO_FILES_ACCEPTED });
  }
  return problems;
}

// ---- a form definition ---------------------------------------------------------------------------

const DEFAULT_BY_ID: ReadonlyMap<string, DsarFormField> = new Map(
  DEFAULT_FORM_FIELDS.map((field) => [field.id, field]),
);

/** The option values a default field may offer. */
const ALLOWED_OPTIONS: Readonly<Record<string, { values: readonly string[]; what: string }>> = {
  requesttype: { values: REQUEST_TYPES, what: 'a request type' },
  subjecttype: { values: SUBJECT_TYPES, what: 'a subject type' },
};

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const LOGO = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const FAVICON = /^data:image\/(png|x-icon|vnd\.microsoft\.icon);base64,[A-Za-z0-9+/]+={0,2}$/;

const COLOUR_SETTINGS = [
  'headerColor',
  'headerTextColor',
  'welcomeColor',
  'footerColor',
  'footerBackground',
] as const satisfies readonly (keyof DsarFormSettings)[];
const SIZE_SETTINGS = [
  'headerFontSize',
  'welcomeFontSize',
  'footerFontSize',
] as const satisfies readonly (keyof DsarFormSettings)[];

function fieldProblems(fields: DsarFormField[], problems: FieldProblem[]): void {
  if (fields.length === 0) problems.push({ field: 'fields', reason: 'must have at least one field' });
  if (fields.length > MAX_FORM_FIELDS) {
    problems.push({ field: 'fields', reason: `must have at most ${MAX_FORM_FIELDS} fields` });
  }
  const seen = new Set<string>();
  let captchas = 0;
  fields.forEach((field, i) => {
    const at = `fields[${i}]`;
    if (typeof field.id !== 'string' || !FIELD_ID_PATTERN.test(field.id)) {
      problems.push({
        field: `${at}.id`,
        reason: 'must start with a letter and hold only lower-case letters, digits and _ (at most 40)',
      });
    } else if (seen.has(field.id)) {
      problems.push({ field: `${at}.id`, reason: 'is used by another field' });
    }
    seen.add(field.id);

    const builtIn = DEFAULT_BY_ID.get(field.id);
    if (!DSAR_FIELD_TYPES.includes(field.type)) {
      problems.push({ field: `${at}.type`, reason: 'is not a field type' });
    } else if (field.builtIn) {
      if (!builtIn) problems.push({ field: `${at}.builtIn`, reason: 'is only true for the default fields' });
      else if (field.type !== builtIn.type) {
        problems.push({
          field: `${at}.type`,
          reason: `must be ${builtIn.type} for the default field ${field.id}`,
        });
      }
    } else if (builtIn) {
      problems.push({ field: `${at}.builtIn`, reason: `must be true: ${field.id} is a default field` });
    } else if (!(CUSTOM_FIELD_TYPES as readonly DsarFieldType[]).includes(field.type)) {
      problems.push({
        field: `${at}.type`,
        reason: `is only for a default field, not for one the builder adds`,
      });
    }
    if (field.type === 'captcha' && ++captchas > 1) {
      problems.push({ field: `${at}.type`, reason: 'a form has at most one captcha' });
    }

    const options = field.options ?? [];
    if (!OPTION_TYPES.includes(field.type)) {
      if (options.length > 0) {
        problems.push({
          field: `${at}.options`,
          reason: 'only radio, select and checkbox fields have options',
        });
      }
      return;
    }
    if (CHOICE_TYPES.includes(field.type) && options.length === 0) {
      problems.push({ field: `${at}.options`, reason: 'must have at least one option' });
    }
    if (options.length > MAX_OPTIONS) {
      problems.push({ field: `${at}.options`, reason: `must have at most ${MAX_OPTIONS} options` });
    }
    const allowed = field.builtIn ? ALLOWED_OPTIONS[field.id] : undefined;
    const seenOptions = new Set<string>();
    options.forEach((option, j) => {
      const path = `${at}.options[${j}]`;
      if (
        typeof option !== 'string' ||
        option.length > MAX_OPTION_VALUE_LENGTH ||
        !OPTION_VALUE_PATTERN.test(option)
      ) {
        problems.push({
          field: path,
          reason: `must hold only lower-case letters, digits and _ (at most ${MAX_OPTION_VALUE_LENGTH})`,
        });
      } else if (seenOptions.has(option)) {
        problems.push({ field: path, reason: 'is listed twice' });
      } else if (allowed && !allowed.values.includes(option)) {
        problems.push({ field: path, reason: `is not ${allowed.what}` });
      }
      seenOptions.add(option);
    });
  });

  for (const id of LOCKED_FIELDS) {
    const index = fields.findIndex((field) => field.id === id);
    if (index < 0)
      problems.push({ field: 'fields', reason: `must include the ${id} field: every request needs it` });
    else if (fields[index]?.required !== true) {
      problems.push({
        field: `fields[${index}].required`,
        reason: `must be true: every request needs ${id}`,
      });
    }
  }
  if (fields.some((field) => field.type === 'state') && !fields.some((field) => field.type === 'country')) {
    problems.push({
      field: 'fields',
      reason: 'must include the country field: the state list depends on it',
    });
  }
}

function textProblem(value: unknown, max: number, { required = false } = {}): string | undefined {
  if (typeof value !== 'string') return 'must be text';
  if (required && value.trim() === '') return 'must not be empty';
  if (longerThan(value, max)) return `must be at most ${max} characters`;
  return undefined;
}

function textsProblems(
  def: DsarFormDefinition,
  languages: readonly Locale[],
  problems: FieldProblem[],
): void {
  const texts = def.texts ?? {};
  for (const key of Object.keys(texts)) {
    if (!isLocale(key))
      problems.push({ field: `texts.${key}`, reason: 'is not one of the ten form languages' });
  }
  for (const locale of languages) {
    const at = `texts.${locale}`;
    const t = own(texts, locale);
    if (!t || typeof t !== 'object') {
      problems.push({ field: at, reason: 'is missing: every offered language needs its texts' });
      continue;
    }
    const check = (path: string, value: unknown, max: number, required = false) => {
      const reason = textProblem(value, max, { required });
      if (reason) problems.push({ field: `${at}.${path}`, reason });
    };
    check('title', t.title, MAX_TITLE_LENGTH);
    check('welcome', t.welcome, MAX_WELCOME_LENGTH);
    check('footer', t.footer, MAX_FOOTER_LENGTH);
    check('submit', t.submit, MAX_SUBMIT_LENGTH, true);
    for (const field of def.fields) {
      if (typeof field.id !== 'string') continue;
      check(`labels.${field.id}`, own(t.labels, field.id), MAX_LABEL_LENGTH, true);
      if (!OPTION_TYPES.includes(field.type)) continue;
      const labels = own(t.options, field.id);
      for (const option of new Set(field.options ?? [])) {
        check(`options.${field.id}.${option}`, own(labels, option), MAX_LABEL_LENGTH, true);
      }
    }
  }
}

function settingsProblems(settings: DsarFormSettings | undefined, problems: FieldProblem[]): void {
  if (!settings || typeof settings !== 'object') {
    problems.push({ field: 'settings', reason: 'is missing' });
    return;
  }
  for (const key of COLOUR_SETTINGS) {
    const value = settings[key];
    if (typeof value !== 'string' || !COLOUR.test(value)) {
      problems.push({ field: `settings.${key}`, reason: 'must be a colour such as #3968fa' });
    }
  }
  for (const key of SIZE_SETTINGS) {
    const value = settings[key];
    if (!Number.isInteger(value) || value < MIN_FONT_SIZE || value > MAX_FONT_SIZE) {
      problems.push({
        field: `settings.${key}`,
        reason: `must be a whole number from ${MIN_FONT_SIZE} to ${MAX_FONT_SIZE}`,
      });
    }
  }
  const image = (key: 'logo' | 'favicon', pattern: RegExp, what: string) => {
    const value = settings[key];
    if (value === null) return;
    if (typeof value !== 'string' || value.length > MAX_IMAGE_URL_LENGTH || !pattern.test(value)) {
      problems.push({
        field: `settings.${key}`,
        reason: `must be a ${what} image as a data URL of at most ${MAX_IMAGE_URL_LENGTH.toLocaleString('en')} characters`,
      });
    }
  };
  image('logo', LOGO, 'PNG, JPEG or WebP');
  image('favicon', FAVICON, 'PNG or ICO');
}

/**
 * What is wrong with a form definition as the builder saves it, with paths such as `fields[3].id`
 * and `texts.de.labels.email`; English reasons (they are shown to the organisation's staff).
 */
export function formDefinitionProblems(def: DsarFormDefinition): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const fields = Array.isArray(def.fields) ? def.fields : [];
  fieldProblems(fields, problems);

  const languages = Array.isArray(def.languages) ? def.languages : [];
  if (languages.length === 0)
    problems.push({ field: 'languages', reason: 'must offer at least one language' });
  const offered: Locale[] = [];
  languages.forEach((locale, i) => {
    if (!isLocale(locale))
      problems.push({ field: `languages[${i}]`, reason: 'is not one of the ten form languages' });
    else if (offered.includes(locale)) problems.push({ field: `languages[${i}]`, reason: 'is listed twice' });
    else offered.push(locale);
  });
  textsProblems({ ...def, fields }, offered, problems);
  settingsProblems(def.settings, problems);
  return problems;
}
