import type { Schemas } from '@privacy-portal/sdk';
import { emailError } from '../../lib/validation.ts';

export type ContactTopic = NonNullable<Schemas['ContactRequest']['topic']>;
export type ContactField = 'name' | 'email' | 'company' | 'topic' | 'message';

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  topic: ContactTopic | null;
  message: string;
}

/** The contract's limits (openapi ContactRequest). */
export const NAME_MAX = 60;
export const COMPANY_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

export const TOPICS: readonly { id: ContactTopic; label: string }[] = [
  { id: 'sales', label: 'Sales and pricing' },
  { id: 'support', label: 'Product support' },
  { id: 'partnership', label: 'Partnership' },
  { id: 'privacy', label: 'Privacy and data protection' },
  { id: 'other', label: 'Something else' },
];

export const FIELD_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  topic: 'Topic',
  message: 'Message',
};

/** The topic named in ?topic=, when it is one the form offers. */
export function topicFromParam(value: string | null): ContactTopic | null {
  const wanted = value?.trim().toLowerCase();
  return TOPICS.find((topic) => topic.id === wanted)?.id ?? null;
}

/** Client-side checks before sending; the server checks the same again. */
export function validateContact(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (values.name.trim() === '') errors.name = 'Enter your name.';
  else if (values.name.trim().length > NAME_MAX) errors.name = `Use at most ${NAME_MAX} characters.`;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.company.trim().length > COMPANY_MAX) errors.company = `Use at most ${COMPANY_MAX} characters.`;
  const message = values.message.trim();
  if (message === '') errors.message = 'Enter your message.';
  else if (message.length < MESSAGE_MIN)
    errors.message = `Write at least ${MESSAGE_MIN} characters so we know how to help.`;
  else if (message.length > MESSAGE_MAX) errors.message = `Use at most ${MESSAGE_MAX} characters.`;
  return errors;
}

/** The request body: trimmed, with the optional fields left out when empty. */
export function contactBody(values: ContactValues): Schemas['ContactRequest'] {
  const company = values.company.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(company ? { company } : {}),
    ...(values.topic ? { topic: values.topic } : {}),
  };
}
