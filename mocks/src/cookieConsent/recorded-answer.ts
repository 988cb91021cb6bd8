import { FIXTURES } from '../fixtures.ts';

/**
 * The recorded 200 body of `GET url` (path and query under /api/v1) for `as`, or undefined when the
 * recorder did not ask it: a list handler answers a recorded filtered url with the real API's answer
 * instead of filtering in the mocks. (fixtures.ts's `recorded` throws when there is none.)
 */
export function recordedAnswer(url: string, as = 'owner@demo.test'): unknown {
  const answer = FIXTURES.cookieConsent?.[url]?.[as];
  return answer === undefined ? undefined : structuredClone(answer);
}
