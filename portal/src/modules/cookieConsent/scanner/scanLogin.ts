import type { Schemas } from '@privacy-portal/sdk';
import { ScanLoginInput as ScanLoginInputRules } from '@privacy-portal/sdk/form-rules';
import { contractRules, ruleProblem } from '@privacy-portal/sdk/react';
import type {
  ScanLoginErrors,
  ScanLoginField,
  ScanLoginValues,
} from '@privacy-portal/ui/cookieConsent/ScanLoginForm';
import { explainProblem, type Problem } from '../../../lib/problem.ts';

// The scan-behind-login form's checks (the contract's ScanLoginInput) and its body.

const LABELS: Record<ScanLoginField, string> = {
  login_url: 'Login page',
  username_selector: 'Username field',
  password_selector: 'Password field',
  submit_selector: 'Submit button',
  username: 'Username',
  password: 'Password',
};

const RULES = Object.fromEntries(
  (Object.keys(LABELS) as ScanLoginField[]).map((field) => [
    field,
    contractRules(ScanLoginInputRules, field, LABELS[field]),
  ]),
) as Record<ScanLoginField, ReturnType<typeof contractRules>>;

export function checkScanLogin(values: ScanLoginValues): ScanLoginErrors {
  const errors: ScanLoginErrors = {};
  for (const field of Object.keys(LABELS) as ScanLoginField[]) {
    // An empty password keeps the stored one: only a typed one is checked.
    if (field === 'password' && values.password === '') continue;
    const problem = ruleProblem(RULES[field], values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The body of PUT /scanner/update/sbl: the password only when one was typed. */
export function scanLoginInput(values: ScanLoginValues): Schemas['ScanLoginInput'] {
  return {
    login_url: values.login_url.trim(),
    username_selector: values.username_selector.trim(),
    password_selector: values.password_selector.trim(),
    submit_selector: values.submit_selector.trim(),
    username: values.username.trim(),
    ...(values.password === '' ? {} : { password: values.password }),
  };
}

export function scanLoginProblem(problem: Problem): { errors: ScanLoginErrors; summary: string } {
  const explained = explainProblem<ScanLoginField>(problem, { labels: LABELS, verbatim: true });
  return { errors: explained.fields, summary: explained.summary };
}
