/**
 * Sends a requester the e-mail of an event, in the request's language, and logs it on the request's
 * timeline: 'message' once the mailer has it (the dev mailbox, or the SMTP queue that retries), or
 * 'message_failed' with the reason when it could not even be queued. Call after the change committed.
 */
import type { components } from '@privacy-portal/sdk';
import {
  DEFAULT_FORM_TEXTS,
  renderTemplate,
  requestReference,
  type TemplateVariable,
  TIMELINE,
} from '@privacy-portal/sdk/dsar';
import { formatterFor } from '@privacy-portal/sdk/i18n';
import type { Deps } from '../../../deps.ts';
import { escapeHtml } from '../../mail/html.ts';
import { type EventActor, type RequestEventRow, recordEvent } from '../requests/request-events.ts';
import type { RequestRow } from '../requests/requests.service.ts';
import { templateFor } from './templates.service.ts';

type Schemas = components['schemas'];
type Values = Partial<Record<TemplateVariable, string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar dates read as the requester reads dates in their language. */
export function localDates(language: Schemas['FormLocale'], values: Values): Values {
  const format = formatterFor(language);
  const out: Values = {};
  for (const [name, value] of Object.entries(values) as [TemplateVariable, string | undefined][]) {
    out[name] = value && ISO_DATE.test(value) ? format.date(value, 'long', { timeZone: 'UTC' }) : value;
  }
  return out;
}

/** The values every template of a request may use, dates in the request's language. */
export function requestVariables(row: RequestRow, organization: string, extra: Values = {}): Values {
  const texts = DEFAULT_FORM_TEXTS[row.language] ?? DEFAULT_FORM_TEXTS.en;
  return localDates(row.language, {
    request_id: requestReference(row.id),
    requester_name: `${row.first_name} ${row.last_name}`.trim(),
    first_name: row.first_name,
    request_type: texts.options.requesttype?.[row.request_type] ?? row.request_type,
    received_date: new Date(row.received_at).toISOString().slice(0, 10),
    due_date: row.due_on,
    organization,
    ...extra,
  });
}

function html(subject: string, body: string): string {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(subject)}</h1>${paragraphs}</body></html>`;
}

export async function sendRequesterMail(
  deps: Deps,
  row: RequestRow,
  event: Schemas['EmailEvent'],
  extra: Values,
  actor: EventActor | null = null,
  override?: { subject?: string | undefined; body?: string | undefined },
): Promise<RequestEventRow> {
  const { db } = deps;
  const org = (await db('organizations').where({ id: row.organization_id }).first('name')) as {
    name: string;
  };
  const template = await templateFor(db, row.organization_id, event, row.language);
  const values = requestVariables(row, org?.name ?? '', extra);
  const subject = renderTemplate(override?.subject ?? template.subject, values);
  const body = renderTemplate(override?.body ?? template.body, values);
  // The confirmation link is a credential: the timeline keeps the subject, never the body.
  const data = { event, subject, language: row.language, custom: template.custom || override !== undefined };
  try {
    await deps.mailer.send(db, { to: row.email, subject, text: body, html: html(subject, body) });
  } catch (err) {
    deps.logger.warn({ requestId: row.id, event, err: (err as Error).message }, 'DSAR requester mail failed');
    return recordEvent(db, row.id, 'message_failed', TIMELINE.messageFailed(subject), {
      actor,
      data: { ...data, reason: (err as Error).message },
    });
  }
  return recordEvent(db, row.id, 'message', TIMELINE.message(subject), { actor, data });
}
