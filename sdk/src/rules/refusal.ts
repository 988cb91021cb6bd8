import type { components } from '../generated/schema.ts';

/**
 * A rule's "no" in the contract's error terms. The rules that both the server and the mocks apply
 * return one; each side throws it as its own error type, so status, code and texts cannot drift.
 */
export interface Refusal {
  status: 400 | 409;
  code: components['schemas']['ErrorCode'];
  message: string;
  details?: components['schemas']['FieldError'][];
}
