import { validationMessage } from '@privacy-portal/openapi/contract';
import { API_MESSAGES, type Schemas } from '@privacy-portal/sdk';

type ErrorCode = Schemas['ErrorCode'];
type FieldError = Schemas['FieldError'];

/** A refusal of the mocks: the contract's error body and its status, which the handlers answer. */
export class MockApiError extends Error {
  readonly body: Schemas['Error'];

  constructor(
    readonly status: number,
    code: ErrorCode,
    message: string,
    details?: FieldError[],
  ) {
    super(message);
    this.body = errorBody(code, message, details);
  }
}

export function errorBody(
  code: ErrorCode,
  message: string,
  details?: FieldError[],
  retryAfter?: number,
): Schemas['Error'] {
  return {
    error: {
      code,
      message,
      ...(details?.length ? { details } : {}),
      ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
    },
  };
}

// The texts are the server's (sdk/src/messages), so that stories show what users will see.
export const notFound = (what?: string) => new MockApiError(404, 'not_found', API_MESSAGES.notFound(what));
export const forbidden = (action?: string) =>
  new MockApiError(403, 'forbidden', API_MESSAGES.forbidden(action));
export const invalidToken = () => new MockApiError(401, 'token_invalid', API_MESSAGES.invalidToken);

/** A request that breaks the contract, worded by the contract's own validator. */
export const validationFailed = (details: FieldError[]) =>
  new MockApiError(400, 'validation_failed', validationMessage(details), details);

/** A field the fixture refuses (wrong password, wrong code): `field reason`. */
export const fieldError = (field: string, reason: string) =>
  validationFailed([{ in: 'body', field, reason }]);
