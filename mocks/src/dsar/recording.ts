/**
 * DSAR's demo rows come from the real API's recorded answers (mocks/fixtures/dsar.json), not from a
 * seed of the mocks' own; a list the mocks cannot answer plainly (a filter) answers its recording.
 */
import { FIXTURES } from '../fixtures.ts';

const DEMO_OWNER = 'owner@demo.test';

/** The rows of a recorded list (or the object of a recorded read), a fresh copy each call. */
export function recordedResponse<T>(url: string, as = DEMO_OWNER): T {
  const answer = FIXTURES.dsar?.[url]?.[as] as { response: T } | undefined;
  if (answer === undefined) throw new Error(`GET ${url} as ${as} was not recorded (npm run fixtures)`);
  return structuredClone(answer.response);
}

const PAGING = new Set(['limit', 'after']);

/**
 * The recorded answer of a list read whose query asks for more than a page (a filter, a search, a
 * sort), when that exact url was recorded; undefined otherwise, and then the collection's plain page
 * answers. The server filters; the mocks do not copy it.
 */
export function recordedFilter(request: Request, as = DEMO_OWNER): unknown {
  const url = new URL(request.url);
  if ([...url.searchParams.keys()].every((k) => PAGING.has(k))) return undefined;
  const path = `${url.pathname.replace(/^.*\/api\/v1/, '')}${url.search}`;
  return FIXTURES.dsar?.[path]?.[as];
}
