import { passwordProblems } from '@privacy-portal/sdk';

export const PASSWORD_HINT =
  'At least 8 characters, with a lower-case letter, an upper-case letter and a digit.';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required email address; `whose` words the empty case ("Enter your …" or, for someone else's, "Enter the …"). */
export function emailError(email: string, whose: 'your' | 'the' = 'your'): string | undefined {
  if (email.trim() === '') return `Enter ${whose} email address.`;
  if (!EMAIL_SHAPE.test(email.trim())) return 'Enter an email address like name@example.com.';
  return undefined;
}

/** The contract's PersonName limit (first and last names). */
export const PERSON_NAME_MAX = 60;

/** A required first or last name within PersonName; `whose` words the empty case ("Enter your …"). */
export function personNameError(value: string, label: string, whose: 'your' | 'the'): string | undefined {
  if (value.trim() === '') return `Enter ${whose} ${label.toLowerCase()}.`;
  if (value.trim().length > PERSON_NAME_MAX) return `${label} must be at most ${PERSON_NAME_MAX} characters.`;
  return undefined;
}

/** Whether a mailed link's token has the length the server issues (16 to 128 characters), before asking it. */
export function isLinkToken(token: string): boolean {
  return token.length >= 16 && token.length <= 128;
}

export function requiredError(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}

export function newPasswordError(password: string): string | undefined {
  if (password === '') return 'Choose a password.';
  const problems = passwordProblems(password);
  return problems.length > 0 ? `The password ${problems.join(', ')}.` : undefined;
}

export function confirmPasswordError(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return 'Enter the password again.';
  return confirmation === password ? undefined : 'The passwords do not match.';
}

/** Accepts "example.com" by adding https://; answers null when it still is not a website address. */
export function normaliseWebsite(input: string): string | null {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(withScheme)) return null;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? withScheme : null;
  } catch {
    return null;
  }
}

/** Drops the fields without an error, so that an empty object means "valid". */
export function compact<F extends string>(
  errors: Partial<Record<F, string | undefined>>,
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const key of Object.keys(errors) as F[]) {
    const message = errors[key];
    if (message !== undefined) result[key] = message;
  }
  return result;
}
