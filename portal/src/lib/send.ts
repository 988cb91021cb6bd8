import { type Problem, problemFrom, unreachableProblem } from './problem.ts';

export type Outcome<T> = { ok: true; status: number; data: T } | { ok: false; problem: Problem };

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Awaits an openapi-fetch call and folds success, API errors and network failures into one result. */
export async function send<T>(call: Promise<FetchResult<T>>): Promise<Outcome<T>> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch {
    return { ok: false, problem: unreachableProblem() };
  }
  const { response } = result;
  if (response.ok) return { ok: true, status: response.status, data: result.data as T };
  return { ok: false, problem: problemFrom(response.status, result.error) };
}
