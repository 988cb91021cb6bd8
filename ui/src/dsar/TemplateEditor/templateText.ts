import type { Schemas } from '@privacy-portal/sdk';
import { templateProblems } from '@privacy-portal/sdk/dsar';
import { TemplateInput as Rules } from '@privacy-portal/sdk/form-rules';

/** A template's subject and body as they are edited. */
export interface TemplateText {
  subject: string;
  body: string;
}

export type TemplateErrors = Partial<Record<keyof TemplateText, string>>;

const FIELD_LABEL: Readonly<Record<keyof TemplateText, string>> = { subject: 'Subject', body: 'Body' };

/**
 * What saveEmailTemplate would refuse, by field: an empty text, one over the contract's length, a
 * variable the product does not know (it would be sent empty) or a brace pair left open (the sdk's
 * templateProblems, which the server applies too).
 */
export function templateTextProblems(text: TemplateText): TemplateErrors {
  const errors: TemplateErrors = {};
  for (const field of ['subject', 'body'] as const) {
    const value = text[field];
    if (value.trim() === '') errors[field] = `Write the ${field}`;
    else if (value.length > Rules[field].maxLength)
      errors[field] = `Use at most ${Rules[field].maxLength.toLocaleString('en')} characters`;
  }
  for (const problem of templateProblems(text)) {
    const field = problem.field as keyof TemplateText;
    errors[field] ??= `${FIELD_LABEL[field]} ${problem.reason}`;
  }
  return errors;
}

/** Whether two texts are the same (what was saved against what is in the fields). */
export const sameText = (a: TemplateText, b: TemplateText) => a.subject === b.subject && a.body === b.body;

/** The template of an event in a language out of listEmailTemplates' sixty. */
export function templateOf(
  templates: readonly Schemas['EmailTemplate'][],
  event: Schemas['EmailEvent'],
  language: Schemas['FormLocale'],
): Schemas['EmailTemplate'] | undefined {
  return templates.find((t) => t.event === event && t.language === language);
}

export const TEMPLATE_LIMITS = {
  subjectMax: Rules.subject.maxLength,
  bodyMax: Rules.body.maxLength,
} as const;
