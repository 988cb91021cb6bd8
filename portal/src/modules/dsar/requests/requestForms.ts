import type { Schemas } from '@privacy-portal/sdk';
import { CloseInput, ExtendInput, MessageInput, RequestInput } from '@privacy-portal/sdk/form-rules';
import { contractFieldRules, ruleProblem } from '@privacy-portal/sdk/react';
import type {
  RequestCreateErrors,
  RequestCreateField,
  RequestCreateValues,
} from '@privacy-portal/ui/dsar/RequestCreateDialog';
import type {
  RequestMessageErrors,
  RequestMessageValues,
} from '@privacy-portal/ui/dsar/RequestMessageDialog';
import { explainProblem, type Problem } from '../../../lib/problem.ts';

// The checks of the request forms by the contract's rules (RequestInput, ExtendInput, CloseInput,
// MessageInput of the generated form rules), their bodies, and the server's refusals on their fields.

const CREATE_LABELS: Record<RequestCreateField, string> = {
  property_id: 'Property',
  request_type: 'Request type',
  subject_type: 'Subject type',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  country: 'Country',
  state: 'State',
  city: 'City',
  details: 'The request',
  language: 'Language',
  received_on: 'Received on',
  verified: 'Identity already checked',
};

const check = (field: 'first_name' | 'last_name' | 'email' | 'city', label: string, value: string) =>
  ruleProblem(contractFieldRules(RequestInput, field, label), value);

export function checkCreateForm(values: RequestCreateValues, today: string): RequestCreateErrors {
  const errors: RequestCreateErrors = {};
  if (values.property_id === null) errors.property_id = 'Choose the property.';
  if (values.request_type === null) errors.request_type = 'Choose what was asked.';
  for (const field of ['first_name', 'last_name', 'email', 'city'] as const) {
    const problem = check(field, CREATE_LABELS[field], values[field]);
    if (problem) errors[field] = problem;
  }
  const details = ruleProblem(
    contractFieldRules(RequestInput, 'details', 'Request', { required: 'Write what the requester asked.' }),
    values.details,
  );
  if (details) errors.details = details;
  if (values.country === '') errors.country = 'Choose the country the requester lives in.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.received_on)) errors.received_on = 'Enter the day it arrived.';
  else if (values.received_on > today) errors.received_on = 'The day it arrived cannot be in the future.';
  return errors;
}

/** The body of POST /dsar/requests from the checked form. */
export function createInput(values: RequestCreateValues): Schemas['RequestInput'] {
  const city = values.city.trim();
  return {
    property_id: values.property_id as number,
    request_type: values.request_type as Schemas['RequestType'],
    subject_type: values.subject_type,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    country: values.country,
    ...(values.state ? { state: values.state } : {}),
    ...(city ? { city } : {}),
    details: values.details.trim(),
    language: values.language,
    received_on: values.received_on,
    verified: values.verified,
  };
}

/**
 * A refusal of the new request over the form's fields; a limit reached (409) or another refusal that
 * names no field is told word for word, as the spec writes it.
 */
export function createProblem(problem: Problem): { errors: RequestCreateErrors; summary: string } {
  const explained = explainProblem(problem, { labels: CREATE_LABELS, verbatim: true });
  return { errors: explained.fields, summary: explained.summary };
}

export const checkExtendReason = (reason: string) =>
  ruleProblem(
    contractFieldRules(ExtendInput, 'reason', 'The reason', { required: 'Write why more time is needed.' }),
    reason,
  );

export const checkCloseNote = (outcome: 'completed' | 'rejected') => (note: string) =>
  ruleProblem(
    contractFieldRules(CloseInput, 'note', 'The note', {
      required: outcome === 'completed' ? 'Write what was done.' : 'Write why the request is rejected.',
    }),
    note,
  );

export function checkMessage(values: RequestMessageValues): RequestMessageErrors {
  if (values.subject === undefined && values.body === undefined) return {};
  const errors: RequestMessageErrors = {};
  const subject = ruleProblem(
    contractFieldRules(MessageInput, 'subject', 'The subject', { required: 'Write the subject.' }),
    values.subject ?? '',
  );
  if (subject) errors.subject = subject;
  const body = ruleProblem(
    contractFieldRules(MessageInput, 'body', 'The text', { required: 'Write the text of the e-mail.' }),
    values.body ?? '',
  );
  if (body) errors.body = body;
  return errors;
}

/** The body of POST …/messages: the template's e-mail, its subject and text replaced when given. */
export function messageInput(values: RequestMessageValues): Schemas['MessageInput'] {
  return values.subject === undefined
    ? { event: values.event }
    : { event: values.event, subject: values.subject.trim(), body: (values.body ?? '').trim() };
}

/** A single field's refusal: the message on the field when the server names it, else the summary. */
export function fieldProblem(problem: Problem, field: string, label: string) {
  const explained = explainProblem(problem, { labels: { [field]: label }, verbatim: true });
  return { error: explained.fields[field], summary: explained.summary || null };
}
