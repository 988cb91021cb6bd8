/**
 * What the server and the mocks both do with a request: its statuses, the hosted form as a visitor
 * gets it, a visitor's submission turned into a request's columns and answers, and its export line.
 */
import type { components } from '../../generated/schema.ts';
import { isLocale, LOCALE_INFO, type Locale, localeDirection } from '../i18n/locales.ts';
import { ALLOWED_FILE_TYPES, MAX_FILE_BYTES, MAX_FILES } from './form-defaults.ts';
import { formatMessage, VISITOR_MESSAGES, type VisitorMessages } from './form-texts.ts';
import type { DsarFormDefinition, DsarSubmissionValues } from './form-types.ts';
import { DSAR_CSV_COLUMNS } from './messages.ts';

type Schemas = components['schemas'];
type RequestStatus = Schemas['RequestStatus'];

/** Every status, in the dashboard's order. */
export const REQUEST_STATUSES: readonly RequestStatus[] = [
  'unverified',
  'new',
  'in_progress',
  'completed',
  'rejected',
  'closed_unverified',
];
/** The statuses of a request still being worked on (the inbox's "open"). */
export const OPEN_STATUSES: readonly RequestStatus[] = ['unverified', 'new', 'in_progress'];
export const isOpenStatus = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

// ---- the hosted form -----------------------------------------------------------------------------

/**
 * The language a visitor reads the form in, among the form's: the one asked for (?lang=), else the
 * first of Accept-Language's that the form offers (an exact tag, else its language alone), else the
 * form's first.
 */
export function visitorLanguage(
  offered: readonly string[],
  asked: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const languages = offered.filter(isLocale);
  const wanted = [asked, ...(acceptLanguage ?? '').split(',').map((p) => p.split(';')[0]?.trim())].filter(
    (tag): tag is string => Boolean(tag),
  );
  for (const tag of wanted) {
    const match =
      languages.find((l) => l.toLowerCase() === tag.toLowerCase()) ??
      languages.find((l) => l.split('-')[0] === tag.split(/[-_]/)[0]?.toLowerCase());
    if (match) return match;
  }
  return languages[0] ?? 'en';
}

/** The live version of a form as GET /public/dsar/forms/{identifier} shows it; undefined without texts. */
export function publicFormView(
  identifier: string,
  version: { version: number; definition: Schemas['FormDefinition'] },
  language: Locale,
): Schemas['PublicForm'] | undefined {
  const def = version.definition;
  const texts = def.texts[language] ?? def.texts[def.languages[0] as Locale];
  if (!texts) return undefined;
  return {
    identifier,
    version: version.version,
    language,
    dir: localeDirection(language),
    languages: def.languages.map((locale) => ({ locale, name: LOCALE_INFO[locale].name })),
    fields: def.fields,
    settings: def.settings,
    texts,
    messages: { ...VISITOR_MESSAGES[language] },
    captcha: def.fields.some((f) => f.type === 'captcha'),
    max_files: MAX_FILES,
    max_file_bytes: MAX_FILE_BYTES,
    file_types: ALLOWED_FILE_TYPES.map((t) => t.ext),
  };
}

/** Why an attached file is refused, in the visitor's language. */
export function fileProblemReason(messages: VisitorMessages, problem: 'fileTooBig' | 'fileType'): string {
  return problem === 'fileTooBig'
    ? formatMessage(messages.fileTooBig, { max: MAX_FILE_BYTES / (1024 * 1024) })
    : formatMessage(messages.fileType, { types: ALLOWED_FILE_TYPES.map((t) => t.ext).join(', ') });
}

// ---- a submission as a request -------------------------------------------------------------------

/** The built-in fields that have columns of their own; every other answer is kept with its label. */
const COLUMN_OF_FIELD = {
  subjecttype: 'subject_type',
  requesttype: 'request_type',
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  country: 'country',
  state: 'state',
  city: 'city',
  requestdetails: 'details',
} as const;
type Column = (typeof COLUMN_OF_FIELD)[keyof typeof COLUMN_OF_FIELD];

/** The longest a name or a city is kept. */
const MAX_NAME = 100;

/**
 * The message of a refused submission: each problem named by its field's label in the visitor's
 * language ("State / Province: This field is required."), since the reasons alone do not say where.
 * `field` is the answer's path as the API reports it (values.state, attachments[0], captcha).
 */
export function submissionMessage(
  def: DsarFormDefinition,
  locale: Locale,
  problems: ReadonlyArray<{ field: string; reason: string }>,
): string {
  const labels = def.texts[locale]?.labels ?? {};
  const idOf = (field: string) => {
    if (field === 'captcha') return def.fields.find((f) => f.type === 'captcha')?.id;
    if (field.startsWith('attachments')) return def.fields.find((f) => f.type === 'file')?.id;
    return field.replace(/^values\./, '');
  };
  return problems.map((p) => `${labels[idOf(p.field) ?? ''] ?? p.field}: ${p.reason}`).join(' ');
}

export interface SubmittedRequest {
  request_type: Schemas['RequestType'];
  subject_type: Schemas['SubjectType'];
  first_name: string;
  last_name: string;
  /** Lower case. */
  email: string;
  /** Upper case. */
  country: string;
  /** One of the country's states (statesOf), else null. */
  state: string | null;
  city: string | null;
  details: string;
  /** The custom fields' answers with their labels, option values as their texts in the language. */
  answers: Array<{ field: string; label: string; value: string }>;
}

const answerText = (v: DsarSubmissionValues[string]) =>
  Array.isArray(v) ? v.join(', ') : typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? '').trim();

/**
 * A checked submission (submissionProblems found nothing) as a request's columns and answers.
 * `statesOf` gives a country's state codes, as in SubmissionOptions.
 */
export function submittedRequest(
  def: DsarFormDefinition,
  locale: Locale,
  values: DsarSubmissionValues,
  statesOf: (country: string) => readonly string[] | null,
): SubmittedRequest {
  const fieldOf = Object.fromEntries(Object.entries(COLUMN_OF_FIELD).map(([f, c]) => [c, f])) as Record<
    Column,
    string
  >;
  const column = (c: Column) => answerText(values[fieldOf[c]]);
  const texts = def.texts[locale] ?? def.texts[def.languages[0] as Locale];
  const answers = def.fields
    .filter(
      (f) =>
        !(f.id in COLUMN_OF_FIELD) && f.type !== 'file' && f.type !== 'captcha' && values[f.id] !== undefined,
    )
    .map((f) => {
      const raw = values[f.id];
      const options = texts?.options[f.id] ?? {};
      const value = Array.isArray(raw)
        ? raw.map((v) => options[v] ?? v).join(', ')
        : typeof raw === 'string' && options[raw]
          ? options[raw]
          : answerText(raw);
      return { field: f.id, label: texts?.labels[f.id] ?? f.id, value };
    });
  const country = column('country').toUpperCase();
  const state = column('state').toUpperCase();
  return {
    request_type: (column('request_type') || 'access') as Schemas['RequestType'],
    subject_type: (column('subject_type') || 'other') as Schemas['SubjectType'],
    first_name: column('first_name').slice(0, MAX_NAME),
    last_name: column('last_name').slice(0, MAX_NAME),
    email: column('email').toLowerCase(),
    country,
    state: state && statesOf(country)?.includes(state) ? state : null,
    city: column('city').slice(0, MAX_NAME) || null,
    details: column('details'),
    answers,
  };
}

// ---- the export ------------------------------------------------------------------------------------

export type DsarCsvColumn = (typeof DSAR_CSV_COLUMNS)[number];
export type DsarCsvLine = Record<DsarCsvColumn, string | boolean | null>;

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is defused with a quote. */
export const safeCsvCell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** One export line's cells in DSAR_CSV_COLUMNS order: null as empty, extended as yes or no, formulas defused. */
export function dsarCsvCells(line: DsarCsvLine): string[] {
  return DSAR_CSV_COLUMNS.map((c) => {
    const v = line[c];
    return safeCsvCell(typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? ''));
  });
}
