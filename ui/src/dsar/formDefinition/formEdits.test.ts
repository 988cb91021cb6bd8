import { DEFAULT_FIELD_IDS, formDefinitionProblems } from '@privacy-portal/sdk/dsar';
import { describe, expect, it } from 'vitest';
import {
  addCustomField,
  addDefaultField,
  addOption,
  changeFieldType,
  fieldIdProblem,
  fieldLabel,
  missingDefaultFields,
  moveField,
  moveOption,
  optionLabel,
  removeField,
  removeOption,
  renameField,
  renameOption,
  setDefaultLanguage,
  setFieldLabel,
  setFixedOption,
  setLanguages,
  setOptionLabel,
} from './formEdits.ts';
import { fieldProblems, problemText } from './formErrors.ts';
import type { FormDefinition } from './formTypes.ts';
import { testDefaults, testDefinition } from './testFixtures.ts';

const DEFAULTS = testDefaults();

const ids = (def: FormDefinition) => def.fields.map((field) => field.id);
const problems = (def: FormDefinition) => formDefinitionProblems(def as never);

describe('form definition edits', () => {
  it('adds fields of each type before the captcha, labelled in every language, and the form stays valid', () => {
    let def = testDefinition(['en', 'de']);
    for (const type of ['text', 'textarea', 'select', 'radio', 'checkbox', 'date', 'file'] as const) {
      def = addCustomField(def, type).definition;
    }
    expect(ids(def).slice(-8)).toEqual([
      'text_1',
      'textarea_1',
      'select_1',
      'radio_1',
      'checkbox_1',
      'date_1',
      'file_1',
      'captchacontrol',
    ]);
    expect(def.fields.find((f) => f.id === 'select_1')).toMatchObject({
      type: 'select',
      required: false,
      builtIn: false,
      options: ['option_1', 'option_2'],
    });
    expect(def.texts.de?.labels.radio_1).toBe('Single choice');
    expect(def.texts.de?.options.radio_1).toEqual({ option_1: 'Option 1', option_2: 'Option 2' });
    expect(problems(def)).toEqual([]);
    expect(addCustomField(def, 'text').id).toBe('text_2');
  });

  it('moves, removes and puts back default fields in the spec’s order', () => {
    let def = moveField(testDefinition(), 4, 0);
    expect(ids(def)[0]).toBe('email');
    def = removeField(def, 'city');
    expect(ids(def)).not.toContain('city');
    expect(def.texts.en?.labels).not.toHaveProperty('city');
    expect(missingDefaultFields(def).map((f) => f.id)).toEqual(['city']);
    def = addDefaultField(def, 'city', DEFAULTS);
    expect(ids(def).indexOf('city')).toBe(ids(def).indexOf('state') + 1);
    expect(def.texts.en?.labels.city).toBe('City');
    expect(problems(def)).toEqual([]);
    // Out of range: unchanged.
    expect(moveField(def, 0, 99)).toBe(def);
  });

  it('renames a field with its labels and refuses ids that are taken or malformed', () => {
    let def = addCustomField(testDefinition(['en', 'fr']), 'radio').definition;
    def = renameField(def, 'radio_1', 'contact_method');
    expect(def.texts.fr?.labels.contact_method).toBe('Single choice');
    expect(def.texts.fr?.options.contact_method).toEqual({ option_1: 'Option 1', option_2: 'Option 2' });
    expect(def.texts.fr?.labels).not.toHaveProperty('radio_1');
    expect(fieldIdProblem(def, 'contact_method', 'email')).toBe('is used by another field');
    expect(fieldIdProblem(def, 'contact_method', '1st')).toMatch(/must start with a letter/);
    expect(fieldIdProblem(def, 'contact_method', 'contact_method')).toBeUndefined();
    expect(problems(def)).toEqual([]);
  });

  it('edits options: add, rename, move, label, remove', () => {
    let def = addCustomField(testDefinition(['en', 'de']), 'select').definition;
    const added = addOption(def, 'select_1');
    expect(added.value).toBe('option_3');
    def = renameOption(added.definition, 'select_1', 'option_3', 'phone');
    def = moveOption(def, 'select_1', 2, 0);
    def = setOptionLabel(def, 'de', 'select_1', 'phone', 'Telefon');
    expect(def.fields.find((f) => f.id === 'select_1')?.options).toEqual(['phone', 'option_1', 'option_2']);
    expect(optionLabel(def, 'select_1', 'phone', 'de')).toBe('Telefon');
    expect(optionLabel(def, 'select_1', 'phone', 'en')).toBe('Option 3');
    def = removeOption(def, 'select_1', 'option_1');
    expect(def.texts.en?.options.select_1).toEqual({ phone: 'Option 3', option_2: 'Option 2' });
    expect(problems(def)).toEqual([]);
  });

  it('changes a field’s type, giving or taking options', () => {
    let def = addCustomField(testDefinition(), 'text').definition;
    def = changeFieldType(def, 'text_1', 'radio');
    expect(def.fields.find((f) => f.id === 'text_1')?.options).toEqual(['option_1', 'option_2']);
    expect(problems(def)).toEqual([]);
    def = changeFieldType(def, 'text_1', 'date');
    expect(def.fields.find((f) => f.id === 'text_1')).not.toHaveProperty('options');
    expect(def.texts.en?.options).not.toHaveProperty('text_1');
    expect(problems(def)).toEqual([]);
    // A default field keeps its type.
    expect(changeFieldType(def, 'city', 'date')).toBe(def);
  });

  it('offers request types from the fixed list only, in its order, with their default labels', () => {
    let def = setFixedOption(testDefinition(['en', 'de']), 'requesttype', 'correction', false, DEFAULTS);
    expect(def.fields.find((f) => f.id === 'requesttype')?.options).not.toContain('correction');
    expect(def.texts.de?.options.requesttype).not.toHaveProperty('correction');
    def = setFixedOption(def, 'requesttype', 'correction', true, DEFAULTS);
    expect(def.fields.find((f) => f.id === 'requesttype')?.options?.slice(0, 3)).toEqual([
      'access',
      'deletion',
      'correction',
    ]);
    expect(def.texts.de?.options.requesttype?.correction).toBe('Berichtigung meiner Daten');
    expect(setFixedOption(def, 'requesttype', 'refund', true, DEFAULTS)).toBe(def);
    expect(problems(def)).toEqual([]);
  });

  it('adds a language with its default texts and the builder’s own labels, and drops one', () => {
    let def = addCustomField(testDefinition(), 'text').definition;
    def = setFieldLabel(def, 'en', 'text_1', 'Customer number');
    def = setLanguages(def, ['en', 'ar'], DEFAULTS);
    expect(def.texts.ar?.labels.email).toBe(fieldLabel(testDefinition(['ar']), 'email', 'ar'));
    expect(def.texts.ar?.labels.text_1).toBe('Customer number');
    expect(problems(def)).toEqual([]);
    def = setDefaultLanguage(def, 'ar');
    expect(def.languages).toEqual(['ar', 'en']);
    def = setLanguages(def, ['ar'], DEFAULTS);
    expect(Object.keys(def.texts)).toEqual(['ar']);
    expect(setLanguages(def, [], DEFAULTS)).toBe(def);
  });

  it('keeps the default field ids as the spec lists them', () => {
    expect(ids(testDefinition())).toEqual(DEFAULT_FIELD_IDS);
  });
});

describe('form problems', () => {
  it('finds a field’s problems by its index and id, labels included', () => {
    const def = testDefinition(['en', 'de']);
    const errors = {
      'fields[4].required': 'must be true: every request needs email',
      'texts.de.labels.email': 'must not be empty',
      'texts.de.labels.city': 'must not be empty',
    };
    expect(fieldProblems(errors, def, 'email').map(([path]) => path)).toEqual([
      'fields[4].required',
      'texts.de.labels.email',
    ]);
    expect(problemText('Label', 'must not be empty')).toBe('Label must not be empty.');
    expect(problemText('Label', 'The label is too long.')).toBe('The label is too long.');
    expect(problemText('Label', undefined)).toBeUndefined();
  });
});
