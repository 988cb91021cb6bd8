/**
 * What a query or mutation throws when the API refused (`status` and the body, usually the
 * contract's `{ error: { code, message, details } }`) or could not be reached (`status` 0).
 */
export class ApiProblem extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(status === 0 ? 'The server could not be reached.' : `The request failed (HTTP ${status}).`);
    this.name = 'ApiProblem';
    this.status = status;
    this.body = body;
  }
}
