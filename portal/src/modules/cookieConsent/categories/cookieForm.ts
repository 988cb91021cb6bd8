import type { Schemas } from '@privacy-portal/sdk';
import { parseDuration } from '@privacy-portal/sdk/cookie-consent';
import { CookieInput as CookieInputRules } from '@privacy-portal/sdk/form-rules';
import { contractRules, ruleProblem } from '@privacy-portal/sdk/react';
import type { CookieFormErrors, CookieFormValues } from '@privacy-portal/ui/cookieConsent/CookieFormDialog';
import { explainProblem, type Problem } from '../../../lib/problem.ts';

type Cookie = Schemas['Cookie'];
type CookieInput = Schemas['CookieInput'];

// The cookie form's checks and what it sends: the contract's rules (CookieInput), the lifetime read
// as people write it (the sdk's parseDuration), and the server's refusals put back on the fields.

const RULES = {
  name: contractRules(CookieInputRules, 'name', 'Name'),
  domain: contractRules(CookieInputRules, 'domain', 'Domain'),
  path: contractRules(CookieInputRules, 'path', 'Path'),
  purpose: contractRules(CookieInputRules, 'purpose', 'Purpose'),
} as const;

const DURATION_PROBLEM = "Duration must be 'session' or a lifetime such as 30 days, 13 months or 1 year.";

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The form's problems before sending, by field. */
export function checkCookieForm(values: CookieFormValues): CookieFormErrors {
  const errors: CookieFormErrors = {};
  for (const field of Object.keys(RULES) as (keyof typeof RULES)[]) {
    const problem = ruleProblem(RULES[field], values[field]);
    if (problem) errors[field] = problem;
  }
  if (values.category_id === '') errors.category_id = 'Choose a category.';
  if (parseDuration(values.duration.trim() === '' ? 'session' : values.duration) === null) {
    errors.duration = DURATION_PROBLEM;
  }
  const script = values.script_url.trim();
  if (script !== '' && !isHttpUrl(script)) errors.script_url = 'Script URL must be an http or https address.';
  return errors;
}

/**
 * The body of POST/PUT /cookie from the checked form. A lifetime left as it was keeps the stored
 * seconds (its words are rounded: "1 year 1 month" is not the exact expiry a scan measured).
 */
export function cookieInput(values: CookieFormValues, original?: Cookie | null): CookieInput {
  const duration = values.duration.trim() === '' ? 'session' : values.duration.trim();
  const seconds =
    original && duration === original.duration
      ? original.duration_seconds
      : (parseDuration(duration)?.seconds ?? null);
  const script = values.script_url.trim();
  return {
    name: values.name.trim(),
    domain: values.domain.trim(),
    path: values.path.trim() === '' ? '/' : values.path.trim(),
    category_id: Number(values.category_id),
    purpose: values.purpose.trim(),
    type: values.type,
    duration_seconds: seconds,
    party: values.party,
    script_url: script === '' ? null : script,
    published: values.published,
  };
}

const LABELS = {
  name: 'Name',
  domain: 'Domain',
  path: 'Path',
  category_id: 'Category',
  purpose: 'Purpose',
  type: 'Storage',
  duration_seconds: 'Duration',
  party: 'Party',
  script_url: 'Script URL',
  published: 'Published',
} as const;

/** A refusal of the cookie spread over the form: per field, and the rest above the fields. */
export function cookieProblem(problem: Problem): { errors: CookieFormErrors; summary: string } {
  const explained = explainProblem<keyof typeof LABELS>(problem, {
    labels: LABELS,
    codeFields: { name_taken: 'name' },
    verbatim: true,
  });
  const { duration_seconds, ...rest } = explained.fields;
  const errors: CookieFormErrors = { ...rest, ...(duration_seconds ? { duration: duration_seconds } : {}) };
  return { errors, summary: explained.summary };
}
