/**
 * The e-mail a requester gets for an event: the organization's own text in the request's language when it
 * wrote one, else the product's default (sdk `DEFAULT_EMAIL_TEMPLATES`). Unknown variables are refused
 * on save and preview, so a saved template never sends a blank where a value should be.
 */
import type { components } from '@privacy-portal/sdk';
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_EVENTS, templateProblems } from '@privacy-portal/sdk/dsar';
import { LOCALES } from '@privacy-portal/sdk/i18n';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/errors.ts';
import { customTemplate, customTemplates, type TemplateRow } from './templates.queries.ts';

type Schemas = components['schemas'];
type EmailEvent = Schemas['EmailEvent'];
type FormLocale = Schemas['FormLocale'];

function present(
  event: EmailEvent,
  language: FormLocale,
  own: TemplateRow | undefined,
): Schemas['EmailTemplate'] {
  const fallback = DEFAULT_EMAIL_TEMPLATES[language][event];
  return {
    event,
    language,
    subject: own?.subject ?? fallback.subject,
    body: own?.body ?? fallback.body,
    custom: own !== undefined,
    updated_at: own ? new Date(own.updated_at).toISOString() : null,
  };
}

/** Every event in every language (60), the organization's text where it has one. */
export async function allTemplates(db: Db, orgId: number): Promise<Schemas['EmailTemplate'][]> {
  const own = new Map((await customTemplates(db, orgId)).map((r) => [`${r.event}|${r.language}`, r]));
  return EMAIL_EVENTS.flatMap((event) =>
    LOCALES.map((language) => present(event, language, own.get(`${event}|${language}`))),
  );
}

export async function templateFor(
  db: Db,
  orgId: number,
  event: EmailEvent,
  language: FormLocale,
): Promise<Schemas['EmailTemplate']> {
  return present(event, language, await customTemplate(db, orgId, event, language));
}

export const presentTemplate = present;

/** 400 naming the field for an unknown variable or an unclosed brace pair. */
export function assertTemplateText(text: { subject: string; body: string }): void {
  const problems = templateProblems(text);
  const first = problems[0];
  if (!first) return;
  throw new ApiError(
    400,
    'validation_failed',
    `body.${first.field} ${first.reason}`,
    problems.map((p) => ({ in: 'body' as const, field: p.field, reason: p.reason })),
  );
}
