import { describe, expect, it } from 'vitest';
import {
  CLOSED_UNVERIFIED_NOTICES,
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_EVENTS,
  renderTemplate,
  SAMPLE_VARIABLES,
  TEMPLATE_VARIABLES,
  templateProblems,
} from '../src/rules/dsar/index.ts';
import { LOCALES } from '../src/rules/i18n/locales.ts';

const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('DSAR e-mail templates', () => {
  it('has every event in every one of the ten languages, with no unknown variable', () => {
    for (const locale of LOCALES) {
      for (const event of EMAIL_EVENTS) {
        const t = DEFAULT_EMAIL_TEMPLATES[locale][event];
        expect(t.subject.trim(), `${locale} ${event}`).not.toBe('');
        expect(templateProblems(t), `${locale} ${event}`).toEqual([]);
      }
    }
  });

  it('says the same things in every language as in English', () => {
    for (const event of EMAIL_EVENTS) {
      const en = DEFAULT_EMAIL_TEMPLATES.en[event];
      for (const locale of LOCALES) {
        const t = DEFAULT_EMAIL_TEMPLATES[locale][event];
        expect(variablesOf(t.body), `${locale} ${event} body`).toEqual(variablesOf(en.body));
        expect(variablesOf(t.subject), `${locale} ${event} subject`).toEqual(variablesOf(en.subject));
      }
    }
  });

  it('carries what the law needs in each event', () => {
    expect(variablesOf(DEFAULT_EMAIL_TEMPLATES.en.verify_identity.body)).toContain('verify_link');
    expect(variablesOf(DEFAULT_EMAIL_TEMPLATES.en.extension.body)).toEqual(
      expect.arrayContaining(['extended_due_date', 'extension_reason']),
    );
    expect(variablesOf(DEFAULT_EMAIL_TEMPLATES.en.received.body)).toContain('due_date');
  });

  it('fills variables and leaves no braces, empty for a missing value', () => {
    expect(renderTemplate('Hi {{ first_name }}, ref {{request_id}}.', { first_name: 'Alex' })).toBe(
      'Hi Alex, ref .',
    );
    const text = renderTemplate(DEFAULT_EMAIL_TEMPLATES.de.extension.body, SAMPLE_VARIABLES);
    expect(text).toContain(SAMPLE_VARIABLES.extension_reason);
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('names the field of an unknown variable or an unclosed one', () => {
    expect(templateProblems({ subject: 'Ref {{request_id}}', body: 'Hello {{nickname}}' })).toEqual([
      { field: 'body', reason: 'uses an unknown variable: {{nickname}}' },
    ]);
    expect(templateProblems({ subject: 'Ref {{request_id', body: 'ok' })).toEqual([
      { field: 'subject', reason: 'has a variable that is not closed: write {{name}}' },
    ]);
    expect(Object.keys(SAMPLE_VARIABLES).sort()).toEqual(Object.keys(TEMPLATE_VARIABLES).sort());
  });

  it('tells a requester in their own language why an unconfirmed request was closed', () => {
    for (const locale of LOCALES) {
      const notice = CLOSED_UNVERIFIED_NOTICES[locale];
      expect(notice.trim(), locale).not.toBe('');
      if (locale !== 'en') expect(notice, locale).not.toBe(CLOSED_UNVERIFIED_NOTICES.en);
    }
  });
});
