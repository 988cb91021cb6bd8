import { ApiProblem, type Schemas } from '@privacy-portal/sdk';

export type FieldError = Schemas['FieldError'];

/** Why a call failed, in a shape every page can show. */
export interface Problem {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: string;
  message: string;
  details: FieldError[];
  retryAfter?: number;
}

const UNREACHABLE = 'We could not reach Privacy Portal. Check your connection and try again.';
const SERVER_FAULT = 'Something went wrong on our side. Please try again in a moment.';

export function unreachableProblem(): Problem {
  return { status: 0, code: 'network_error', message: UNREACHABLE, details: [] };
}

/** Whether a response body is the contract's error envelope `{ error: { code, message, … } }`. */
export function isErrorBody(body: unknown): body is Schemas['Error'] {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Turns an error body (or whatever a proxy answered instead) into a Problem. */
export function problemFrom(status: number, body: unknown): Problem {
  if (isErrorBody(body)) {
    const { code, message, details, retry_after } = body.error;
    return {
      status,
      code,
      message,
      details: details ?? [],
      ...(retry_after === undefined ? {} : { retryAfter: retry_after }),
    };
  }
  if (status >= 500 || status === 0) {
    return {
      status,
      code: 'internal_error',
      message: status === 0 ? UNREACHABLE : SERVER_FAULT,
      details: [],
    };
  }
  return {
    status,
    code: 'unknown',
    message: `The request failed (HTTP ${status}). Please try again.`,
    details: [],
  };
}

/** The Problem behind a query's or mutation's error (an ApiProblem), for the alerts and the form fields. */
export function problemOf(error: unknown): Problem {
  if (error instanceof ApiProblem) {
    return error.status === 0 ? unreachableProblem() : problemFrom(error.status, error.body);
  }
  return unreachableProblem();
}

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

export interface ExplainOptions<F extends string> {
  /** Form field name → label, for the API's body fields that the form shows. */
  labels: Record<F, string>;
  /** Error codes that belong to one field, e.g. email_taken → email. */
  codeFields?: Partial<Record<string, F>>;
  /**
   * Show the server's message word for word when it names no field: limits such as
   * 'You cannot add more than 5 Users' are spec texts and must read exactly as the server sends them.
   */
  verbatim?: boolean;
}

export interface Explanation<F extends string> {
  fields: FieldMessages<F>;
  /** The message for the alert above the form; null when nothing is left to say. */
  summary: string;
}

/** "incorrect email or password" → "Incorrect email or password." */
export function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Spreads a Problem over the form: field errors next to their fields, the rest in the summary. */
export function explainProblem<F extends string>(
  problem: Problem,
  options: ExplainOptions<F>,
): Explanation<F> {
  // A used or expired link: the message names the link; its detail only names the token the user never saw.
  if (problem.code === 'link_invalid') return { fields: {}, summary: sentence(problem.message) };
  const fields: FieldMessages<F> = {};
  const unmatched: string[] = [];
  const labels: Record<string, string> = options.labels;
  for (const detail of problem.details) {
    const label = labels[detail.field];
    if (label !== undefined && fields[detail.field as F] === undefined) {
      fields[detail.field as F] = sentence(`${label} ${detail.reason}`);
    } else if (label === undefined) {
      unmatched.push(sentence(detail.field ? `${detail.field} ${detail.reason}` : detail.reason));
    }
  }
  const codeField = options.codeFields?.[problem.code];
  if (codeField !== undefined && fields[codeField] === undefined) {
    fields[codeField] = sentence(problem.message);
  }
  const marked = Object.keys(fields).length > 0;
  let summary: string;
  if (unmatched.length > 0) summary = unmatched.join(' ');
  else if (marked) summary = 'Please correct the marked fields.';
  else summary = options.verbatim ? problem.message : sentence(problem.message);
  return { fields, summary };
}

/** The message for a call made without a form (a toggle, a delete, a resend): nothing to mark. */
export function problemSummary(problem: Problem, options: { verbatim?: boolean } = {}): string {
  return explainProblem(problem, { labels: {}, ...options }).summary;
}
