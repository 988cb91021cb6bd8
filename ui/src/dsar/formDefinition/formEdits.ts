import {
  customField,
  DEFAULT_FORM_FIELDS,
  FIELD_ID_PATTERN,
  LOCKED_FIELDS,
  REQUEST_TYPES,
  CUSTOM_FIELD_TYPES as SDK_CUSTOM_FIELD_TYPES,
  SUBJECT_TYPES,
} from '@privacy-portal/sdk/dsar';
import type {
  CustomFieldType,
  FormDefaults,
  FormDefinition,
  FormField,
  FormFieldType,
  FormLocale,
  FormSettings,
  FormTexts,
} from './formTypes.ts';

// The builder's edits of a form definition: each takes the definition and answers a new one (never
// changing the one it got), keeping the texts of every offered language in step with the fields, so
// that what the builder hands the server passes the sdk's formDefinitionProblems.

/** The names of the field types, as the builder shows them. */
export const FIELD_TYPE_LABEL: Readonly<Record<FormFieldType, string>> = {
  text: 'Short text',
  textarea: 'Long text',
  select: 'Dropdown',
  radio: 'Single choice',
  checkbox: 'Checkbox',
  date: 'Date',
  file: 'File upload',
  email: 'Email address',
  country: 'Country list',
  state: 'State list',
  captcha: 'Captcha',
};

/** The types the builder adds, in the order the add menu lists them. */
export const CUSTOM_FIELD_TYPES: readonly CustomFieldType[] = SDK_CUSTOM_FIELD_TYPES;

/** Types whose answers come from options. */
export const OPTION_TYPES: readonly FormFieldType[] = ['radio', 'select', 'checkbox'];
/** Types that need at least one option (a checkbox without options is a single box). */
export const CHOICE_TYPES: readonly FormFieldType[] = ['radio', 'select'];

/** The default fields whose options come from a fixed list (the request and subject types). */
export const FIXED_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  requesttype: REQUEST_TYPES,
  subjecttype: SUBJECT_TYPES,
};

/** Whether the field must stay on the form and stay required (a request needs it). */
export function isLockedField(id: string): boolean {
  return (LOCKED_FIELDS as readonly string[]).includes(id);
}

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

/** A field's label in a language, else in the form's first language, else its id. */
export function fieldLabel(def: FormDefinition, id: string, language: FormLocale): string {
  const first = def.languages[0];
  return (
    own(own(def.texts, language)?.labels, id)?.trim() ||
    (first ? own(own(def.texts, first)?.labels, id)?.trim() : undefined) ||
    id
  );
}

/** An option's label in a language, else in the form's first language, else its value. */
export function optionLabel(
  def: FormDefinition,
  fieldId: string,
  value: string,
  language: FormLocale,
): string {
  const first = def.languages[0];
  const inLanguage = (l: FormLocale | undefined) =>
    l ? own(own(own(def.texts, l)?.options, fieldId), value)?.trim() : undefined;
  return inLanguage(language) || inLanguage(first) || value;
}

function mapTexts(
  def: FormDefinition,
  edit: (texts: FormTexts, language: string) => FormTexts,
): FormDefinition {
  return {
    ...def,
    texts: Object.fromEntries(
      Object.entries(def.texts).map(([language, texts]) => [language, edit(texts, language)]),
    ),
  };
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

function renameKey<T>(record: Readonly<Record<string, T>>, from: string, to: string): Record<string, T> {
  // Rebuilt in order, so the renamed key keeps its place.
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
}

/** The default text of a default field (its label, or an option's label) in a language, else in English. */
function defaultText(
  defaults: FormDefaults,
  language: string,
  id: string,
  option?: string,
): string | undefined {
  const text = (texts: FormTexts | undefined) =>
    option === undefined ? own(texts?.labels, id) : own(own(texts?.options, id), option);
  return text(own(defaults, language)) ?? text(own(defaults, 'en'));
}

// ---- fields ----------------------------------------------------------------------------------------

/** Moves the field at `from` to `to` (both indexes in the current order). */
export function moveField(def: FormDefinition, from: number, to: number): FormDefinition {
  if (from === to || from < 0 || to < 0 || from >= def.fields.length || to >= def.fields.length) return def;
  const fields = [...def.fields];
  const [moved] = fields.splice(from, 1);
  if (!moved) return def;
  fields.splice(to, 0, moved);
  return { ...def, fields };
}

/** Removes a field with its labels and option labels in every language. */
export function removeField(def: FormDefinition, id: string): FormDefinition {
  return mapTexts({ ...def, fields: def.fields.filter((field) => field.id !== id) }, (texts) => ({
    ...texts,
    labels: withoutKey(texts.labels, id),
    options: withoutKey(texts.options, id),
  }));
}

/** A field id not used yet: `text_1`, `text_2`, … */
export function newFieldId(def: FormDefinition, type: CustomFieldType): string {
  const taken = new Set(def.fields.map((field) => field.id));
  let n = 1;
  while (taken.has(`${type}_${n}`)) n += 1;
  return `${type}_${n}`;
}

/** Where a new field goes: at the end, but before a captcha there (it belongs next to the button). */
function insertAt(def: FormDefinition): number {
  const last = def.fields[def.fields.length - 1];
  return last?.type === 'captcha' ? def.fields.length - 1 : def.fields.length;
}

function defaultOptionLabel(value: string): string {
  const numbered = /^option_(\d+)$/.exec(value);
  return numbered ? `Option ${numbered[1]}` : value;
}

/**
 * Adds a field of the builder's types: optional, labelled with its type's name in every language
 * (the owner writes the real label), radio and dropdown with two options. Answers its id.
 */
export function addCustomField(
  def: FormDefinition,
  type: CustomFieldType,
): { definition: FormDefinition; id: string } {
  const id = newFieldId(def, type);
  const field = customField(type, id) as FormField;
  const fields = [...def.fields];
  fields.splice(insertAt(def), 0, field);
  const definition = mapTexts({ ...def, fields }, (texts) => ({
    ...texts,
    labels: { ...texts.labels, [id]: FIELD_TYPE_LABEL[type] },
    options: field.options
      ? {
          ...texts.options,
          [id]: Object.fromEntries(field.options.map((value) => [value, defaultOptionLabel(value)])),
        }
      : texts.options,
  }));
  return { definition, id };
}

/** The default fields the form no longer has, in the spec's order (they can be put back). */
export function missingDefaultFields(def: FormDefinition): FormField[] {
  const present = new Set(def.fields.map((field) => field.id));
  return DEFAULT_FORM_FIELDS.filter((field) => !present.has(field.id)).map((field) => ({
    ...field,
    ...(field.options ? { options: [...field.options] } : {}),
  }));
}

/**
 * Puts a default field back, after the nearest default field before it in the spec's order, with its
 * default label (and option labels) in every language.
 */
export function addDefaultField(def: FormDefinition, id: string, defaults: FormDefaults): FormDefinition {
  const order = DEFAULT_FORM_FIELDS.map((field) => field.id);
  const template = DEFAULT_FORM_FIELDS.find((field) => field.id === id);
  if (!template || def.fields.some((field) => field.id === id)) return def;
  const field: FormField = { ...template, ...(template.options ? { options: [...template.options] } : {}) };
  const earlier = new Set(order.slice(0, order.indexOf(id)));
  let at = 0;
  def.fields.forEach((existing, i) => {
    if (earlier.has(existing.id)) at = i + 1;
  });
  const fields = [...def.fields];
  fields.splice(at, 0, field);
  return mapTexts({ ...def, fields }, (texts, language) => ({
    ...texts,
    labels: { ...texts.labels, [id]: defaultText(defaults, language, id) ?? id },
    options: field.options
      ? {
          ...texts.options,
          [id]: Object.fromEntries(
            field.options.map((value) => [value, defaultText(defaults, language, id, value) ?? value]),
          ),
        }
      : texts.options,
  }));
}

/** Makes a field required or optional. */
export function setRequired(def: FormDefinition, id: string, required: boolean): FormDefinition {
  return { ...def, fields: def.fields.map((field) => (field.id === id ? { ...field, required } : field)) };
}

/**
 * Changes the type of a field the builder added. A radio or dropdown without options gets two; a
 * type without options loses them and their labels.
 */
export function changeFieldType(def: FormDefinition, id: string, type: CustomFieldType): FormDefinition {
  const field = def.fields.find((f) => f.id === id);
  if (!field || field.builtIn || field.type === type) return def;
  const keepsOptions = OPTION_TYPES.includes(type);
  let options = keepsOptions ? (field.options ?? []) : [];
  if (CHOICE_TYPES.includes(type) && options.length === 0) options = ['option_1', 'option_2'];
  const { options: _old, ...rest } = field;
  const changed: FormField = options.length > 0 ? { ...rest, type, options } : { ...rest, type };
  const next = { ...def, fields: def.fields.map((f) => (f.id === id ? changed : f)) };
  return mapTexts(next, (texts) => {
    if (options.length === 0) return { ...texts, options: withoutKey(texts.options, id) };
    const labels = own(texts.options, id) ?? {};
    return {
      ...texts,
      options: {
        ...texts.options,
        [id]: Object.fromEntries(
          options.map((value) => [value, own(labels, value) ?? defaultOptionLabel(value)]),
        ),
      },
    };
  });
}

/** Why an id cannot be a field's new id, or undefined when it can. */
export function fieldIdProblem(def: FormDefinition, currentId: string, id: string): string | undefined {
  if (!FIELD_ID_PATTERN.test(id)) {
    return 'must start with a letter and hold only lower-case letters, digits and _ (at most 40)';
  }
  if (id !== currentId && def.fields.some((field) => field.id === id)) return 'is used by another field';
  return undefined;
}

/** Renames a field the builder added, its labels and option labels with it. */
export function renameField(def: FormDefinition, from: string, to: string): FormDefinition {
  if (from === to) return def;
  const next = {
    ...def,
    fields: def.fields.map((field) => (field.id === from ? { ...field, id: to } : field)),
  };
  return mapTexts(next, (texts) => ({
    ...texts,
    labels: renameKey(texts.labels, from, to),
    options: renameKey(texts.options, from, to),
  }));
}

/** A field's label in one language. */
export function setFieldLabel(
  def: FormDefinition,
  language: FormLocale,
  id: string,
  label: string,
): FormDefinition {
  const texts = own(def.texts, language);
  if (!texts) return def;
  return {
    ...def,
    texts: { ...def.texts, [language]: { ...texts, labels: { ...texts.labels, [id]: label } } },
  };
}

// ---- options ---------------------------------------------------------------------------------------

/** An option's label in one language. */
export function setOptionLabel(
  def: FormDefinition,
  language: FormLocale,
  fieldId: string,
  value: string,
  label: string,
): FormDefinition {
  const texts = own(def.texts, language);
  if (!texts) return def;
  const labels = { ...(own(texts.options, fieldId) ?? {}), [value]: label };
  return {
    ...def,
    texts: { ...def.texts, [language]: { ...texts, options: { ...texts.options, [fieldId]: labels } } },
  };
}

function withOptions(def: FormDefinition, fieldId: string, options: string[]): FormDefinition {
  return {
    ...def,
    fields: def.fields.map((field) => {
      if (field.id !== fieldId) return field;
      if (options.length > 0) return { ...field, options };
      const { options: _dropped, ...rest } = field;
      return rest;
    }),
  };
}

/** A new option at the end (option_N), labelled 'Option N' in every language. Answers its value. */
export function addOption(
  def: FormDefinition,
  fieldId: string,
): { definition: FormDefinition; value: string } {
  const field = def.fields.find((f) => f.id === fieldId);
  const options = field?.options ?? [];
  let n = options.length + 1;
  while (options.includes(`option_${n}`)) n += 1;
  const value = `option_${n}`;
  const definition = mapTexts(withOptions(def, fieldId, [...options, value]), (texts) => ({
    ...texts,
    options: {
      ...texts.options,
      [fieldId]: { ...(own(texts.options, fieldId) ?? {}), [value]: `Option ${n}` },
    },
  }));
  return { definition, value };
}

/** Removes an option and its labels. */
export function removeOption(def: FormDefinition, fieldId: string, value: string): FormDefinition {
  const field = def.fields.find((f) => f.id === fieldId);
  const options = (field?.options ?? []).filter((option) => option !== value);
  return mapTexts(withOptions(def, fieldId, options), (texts) => {
    const labels = own(texts.options, fieldId);
    if (!labels) return texts;
    return options.length > 0
      ? { ...texts, options: { ...texts.options, [fieldId]: withoutKey(labels, value) } }
      : { ...texts, options: withoutKey(texts.options, fieldId) };
  });
}

/** Renames an option's value, its labels with it. */
export function renameOption(def: FormDefinition, fieldId: string, from: string, to: string): FormDefinition {
  if (from === to) return def;
  const field = def.fields.find((f) => f.id === fieldId);
  const options = (field?.options ?? []).map((option) => (option === from ? to : option));
  return mapTexts(withOptions(def, fieldId, options), (texts) => {
    const labels = own(texts.options, fieldId);
    return labels
      ? { ...texts, options: { ...texts.options, [fieldId]: renameKey(labels, from, to) } }
      : texts;
  });
}

/** Moves an option within its field. */
export function moveOption(def: FormDefinition, fieldId: string, from: number, to: number): FormDefinition {
  const field = def.fields.find((f) => f.id === fieldId);
  const options = [...(field?.options ?? [])];
  if (from === to || from < 0 || to < 0 || from >= options.length || to >= options.length) return def;
  const [moved] = options.splice(from, 1);
  if (moved === undefined) return def;
  options.splice(to, 0, moved);
  return withOptions(def, fieldId, options);
}

/**
 * Offers or stops offering one of a default field's fixed options (a request or subject type). An
 * offered one keeps the list's order and gets its default label in every language.
 */
export function setFixedOption(
  def: FormDefinition,
  fieldId: string,
  value: string,
  offered: boolean,
  defaults: FormDefaults,
): FormDefinition {
  const allowed = own(FIXED_OPTIONS, fieldId);
  const field = def.fields.find((f) => f.id === fieldId);
  if (!allowed || !field || !allowed.includes(value)) return def;
  const current = field.options ?? [];
  if (!offered) return removeOption(def, fieldId, value);
  if (current.includes(value)) return def;
  const options = allowed.filter((option) => option === value || current.includes(option));
  return mapTexts(withOptions(def, fieldId, options), (texts, language) => ({
    ...texts,
    options: {
      ...texts.options,
      [fieldId]: {
        ...(own(texts.options, fieldId) ?? {}),
        [value]: defaultText(defaults, language, fieldId, value) ?? value,
      },
    },
  }));
}

// ---- page texts, languages, look -------------------------------------------------------------------

export type PageTextKey = 'title' | 'welcome' | 'footer' | 'submit';

/** The page's own texts (title, welcome, footer, submit button) in one language. */
export function setPageTexts(
  def: FormDefinition,
  language: FormLocale,
  patch: Partial<Pick<FormTexts, PageTextKey>>,
): FormDefinition {
  const texts = own(def.texts, language);
  if (!texts) return def;
  return { ...def, texts: { ...def.texts, [language]: { ...texts, ...patch } } };
}

/** The texts of a language the form starts offering: its defaults, the builder's own fields copied from the first language. */
function textsFor(def: FormDefinition, language: FormLocale, all: FormDefaults): FormTexts {
  const defaults: FormTexts = own(all, language) ??
    own(all, 'en') ?? { title: '', welcome: '', footer: '', submit: '', labels: {}, options: {} };
  const first = def.languages[0];
  const source = first ? own(def.texts, first) : undefined;
  const labels: Record<string, string> = {};
  const options: Record<string, Record<string, string>> = {};
  for (const field of def.fields) {
    labels[field.id] =
      (field.builtIn ? own(defaults.labels, field.id) : undefined) ??
      own(source?.labels, field.id) ??
      field.id;
    if (!field.options?.length) continue;
    options[field.id] = Object.fromEntries(
      field.options.map((value) => [
        value,
        (field.builtIn ? own(own(defaults.options, field.id), value) : undefined) ??
          own(own(source?.options, field.id), value) ??
          value,
      ]),
    );
  }
  return {
    title: defaults.title,
    welcome: defaults.welcome,
    footer: defaults.footer,
    submit: defaults.submit,
    labels,
    options,
  };
}

/**
 * The languages the form offers, in order (the first is the visitor's default). A language added gets
 * its default texts; the texts of a language dropped go with it.
 */
export function setLanguages(
  def: FormDefinition,
  languages: readonly FormLocale[],
  defaults: FormDefaults,
): FormDefinition {
  const unique = [...new Set(languages)];
  if (unique.length === 0) return def;
  const texts: Record<string, FormTexts> = {};
  for (const language of unique)
    texts[language] = own(def.texts, language) ?? textsFor(def, language, defaults);
  return { ...def, languages: unique, texts };
}

/** Makes an offered language the first (the one a visitor sees unless the browser asks for another). */
export function setDefaultLanguage(def: FormDefinition, language: FormLocale): FormDefinition {
  if (!def.languages.includes(language)) return def;
  return { ...def, languages: [language, ...def.languages.filter((l) => l !== language)] };
}

/** Colours, sizes, logo and favicon. */
export function setSettings(def: FormDefinition, patch: Partial<FormSettings>): FormDefinition {
  return { ...def, settings: { ...def.settings, ...patch } };
}
