import { RegisterRequest } from '../generated/form-rules/RegisterRequest.ts';
import type { Refusal } from './refusal.ts';

/**
 * The password policy, applied by every password form and by the server. Its lengths are the
 * contract's (components Password, which every new-password field uses); the letters and digit rule
 * is the description the contract gives in words.
 */
export const PASSWORD_MIN_LENGTH: number = RegisterRequest.password.minLength;
export const PASSWORD_MAX_LENGTH: number = RegisterRequest.password.maxLength;

/** The policy in one sentence, shown under every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a lower-case letter, an upper-case letter and a digit.`;

/** Reasons the password breaks the policy; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(`must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH)
    problems.push(`must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[a-z]/.test(password)) problems.push('must contain a lower-case letter');
  if (!/[A-Z]/.test(password)) problems.push('must contain an upper-case letter');
  if (!/[0-9]/.test(password)) problems.push('must contain a digit');
  return problems;
}

/**
 * A new password with its confirmation (sign-up, reset, change, invitation): the policy first, then
 * the match. Null when both hold. `field` and `confirmField` name the body fields of the operation.
 */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  field: string,
  confirmField: string,
): Refusal | null {
  const problems = passwordProblems(password);
  if (problems.length) {
    return {
      status: 400,
      code: 'weak_password',
      message: `${field} ${problems.join(', ')}`,
      details: problems.map((reason) => ({ in: 'body', field, reason })),
    };
  }
  if (password !== confirmation) {
    return {
      status: 400,
      code: 'password_mismatch',
      message: 'The passwords do not match',
      details: [{ in: 'body', field: confirmField, reason: 'must match the password' }],
    };
  }
  return null;
}
