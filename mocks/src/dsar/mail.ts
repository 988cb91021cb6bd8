/**
 * The e-mails a requester gets, in the mocks: the organization's own template of the event and the
 * request's language, else the product's default (sdk DEFAULT_EMAIL_TEMPLATES), filled by the sdk's
 * renderTemplate, stored in the dev mailbox and logged on the request's timeline.
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  DEFAULT_EMAIL_TEMPLATES,
  DEFAULT_FORM_TEXTS,
  renderTemplate,
  requestReference,
  type TemplateVariable,
  TIMELINE,
} from '@privacy-portal/sdk/dsar';
import { formatterFor } from '@privacy-portal/sdk/i18n';
import type { MockState } from '../state.ts';
import type { MockDsarEvent, MockDsarRequest } from './state.ts';
import { recordEvent } from './timeline.ts';

type Event = Schemas['EmailEvent'];
type Language = Schemas['FormLocale'];
export type MailValues = Partial<Record<TemplateVariable, string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Calendar dates as a reader of the language writes them. */
export function localDates(language: Language, values: MailValues): MailValues {
  const format = formatterFor(language);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value && ISO_DATE.test(value) ? format.date(value, 'long', { timeZone: 'UTC' }) : value,
    ]),
  );
}

/** The request type in the requester's words (the form's default option label). */
export const requestTypeLabel = (language: Language, type: Schemas['RequestType']) =>
  DEFAULT_FORM_TEXTS[language].options.requesttype?.[type] ?? type;

/** The template the organization sends for an event in a language (its row, recorded or saved). */
export function presentTemplate(
  state: MockState,
  organizationId: number,
  event: Event,
  language: Language,
): Schemas['EmailTemplate'] {
  const row = state.dsar.templates.find(
    (t) => t.organization_id === organizationId && t.event === event && t.language === language,
  );
  const fallback = DEFAULT_EMAIL_TEMPLATES[language][event];
  return row ?? { event, language, ...fallback, custom: false, updated_at: null };
}

/** Sends the requester the e-mail of `event` (into the dev mailbox) and logs it: the 'message' entry. */
export function sendRequesterMail(
  state: MockState,
  r: MockDsarRequest,
  event: Event,
  extra: MailValues = {},
  actor: string | null = null,
  override?: { subject?: string | undefined; body?: string | undefined },
): MockDsarEvent {
  const template = presentTemplate(state, r.organization_id, event, r.language);
  const values = localDates(r.language, {
    request_id: requestReference(r.id),
    requester_name: `${r.first_name} ${r.last_name}`.trim(),
    first_name: r.first_name,
    request_type: requestTypeLabel(r.language, r.request_type),
    received_date: r.received_at.slice(0, 10),
    due_date: r.due_on,
    organization: state.organizations.get(r.organization_id)?.orgname ?? '',
    ...extra,
  });
  const subject = renderTemplate(override?.subject ?? template.subject, values);
  const body = renderTemplate(override?.body ?? template.body, values);
  state.mailbox.create((id) => ({
    id,
    to: r.email,
    subject,
    text: body,
    html: null,
    status: 'stored',
    created_at: state.now().toISOString(),
  }));
  // The confirmation link is a credential: the timeline keeps the subject, never the body.
  const data = { event, subject, language: r.language, custom: template.custom || override !== undefined };
  return recordEvent(state, r, 'message', TIMELINE.message(subject), actor, data);
}
