import { describe, expect, it } from 'vitest';
import { explainProblem, problemSummary } from '../src/lib/problem.ts';

describe('used or expired single-use links', () => {
  // What the server answers for a spent verification or reset link.
  const spent = (what: string) => ({
    status: 400,
    code: 'link_invalid',
    message: `This ${what} link is invalid or has expired`,
    details: [{ in: 'body' as const, field: 'token', reason: 'is unknown, used or expired' }],
  });

  it('says which link failed, not the raw reason about a token field the user never saw', () => {
    expect(problemSummary(spent('verification'))).toBe('This verification link is invalid or has expired.');
    const reset = explainProblem(spent('reset'), { labels: { password: 'New password' } });
    expect(reset).toEqual({ fields: {}, summary: 'This reset link is invalid or has expired.' });
  });
});
