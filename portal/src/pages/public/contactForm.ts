import type { Schemas } from '@privacy-portal/sdk';
import { ContactRequest as ContactRequestRules } from '@privacy-portal/sdk/form-rules';
import { contractMaxLength, contractRule, contractRules } from '@privacy-portal/sdk/react';

export type ContactTopic = NonNullable<Schemas['ContactRequest']['topic']>;
export type ContactField = 'name' | 'email' | 'company' | 'topic' | 'message';

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  topic: ContactTopic | null;
  message: string;
}

/** The contract's limits (openapi ContactRequest), for the inputs' maxLength. */
export const NAME_MAX = contractMaxLength(ContactRequestRules, 'name');
export const COMPANY_MAX = contractMaxLength(ContactRequestRules, 'company');
export const MESSAGE_MIN = contractRule(ContactRequestRules, 'message')?.minLength ?? 1;
export const MESSAGE_MAX = contractMaxLength(ContactRequestRules, 'message');

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

/** The checks of each text field: the contract's ContactRequest, in the form's words. */
export const CONTACT_RULES = {
  name: contractRules(ContactRequestRules, 'name', 'Name', { required: 'Enter your name.' }),
  email: contractRules(ContactRequestRules, 'email', 'Email', { required: 'Enter your email address.' }),
  company: contractRules(ContactRequestRules, 'company', 'Company'),
  message: {
    validate: {
      // Said before the contract's own wording: the reader learns why a short message is refused.
      enough: (value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text === '') return 'Enter your message.';
        return text.length < MESSAGE_MIN
          ? `Write at least ${MESSAGE_MIN} characters so we know how to help.`
          : true;
      },
      ...contractRules(ContactRequestRules, 'message', 'Message').validate,
    },
  },
};

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
