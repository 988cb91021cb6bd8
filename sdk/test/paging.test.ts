import { describe, expect, it } from 'vitest';
import { allPages, MAX_PAGE_SIZE, type PageInfo, pageQuery } from '../src/index.ts';

type Row = { id: number };
type Result =
  | { data: { response: Row[]; page: PageInfo }; error?: never; response: Response }
  | { data?: never; error: { error: { code: string; message: string } }; response: Response };

/** A list of `count` rows served in pages of `size`, the cursor being the last id (as a string). */
function served(count: number, size: number, failAt?: string) {
  const calls: Array<string | undefined> = [];
  const fetchPage = async (after: string | undefined): Promise<Result> => {
    calls.push(after);
    if (after !== undefined && after === failAt)
      return {
        error: { error: { code: 'validation_failed', message: 'query.after is not a cursor of this list' } },
        response: new Response(null, { status: 400 }),
      };
    const start = after === undefined ? 0 : Number(after);
    const response = Array.from({ length: Math.min(size, count - start) }, (_, i) => ({ id: start + i + 1 }));
    const next = start + size < count ? String(start + size) : null;
    return { data: { response, page: { next, limit: size } }, response: new Response(null, { status: 200 }) };
  };
  return { calls, fetchPage };
}

describe('allPages', () => {
  it('follows page.next and answers every row once, in order', async () => {
    const { calls, fetchPage } = served(450, MAX_PAGE_SIZE);
    const result = await allPages(fetchPage);
    expect(result.data?.response.map((r) => r.id)).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
    expect(result.data?.page).toEqual({ next: null, limit: MAX_PAGE_SIZE });
    expect(calls).toEqual([undefined, '200', '400']);
  });

  it('asks once for a list that fits one page', async () => {
    const { calls, fetchPage } = served(3, MAX_PAGE_SIZE);
    expect((await allPages(fetchPage)).data?.response).toHaveLength(3);
    expect(calls).toEqual([undefined]);
  });

  it('answers the first failure as it came', async () => {
    const { fetchPage } = served(450, MAX_PAGE_SIZE, '200');
    const result = await allPages(fetchPage);
    expect(result.response.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.error?.error.code).toBe('validation_failed');
  });

  it('stops when a server hands out a cursor it gave before', async () => {
    let calls = 0;
    const result = await allPages(async (): Promise<Result> => {
      calls++;
      return {
        data: { response: [{ id: calls }], page: { next: 'same', limit: 1 } },
        response: new Response(null, { status: 200 }),
      };
    });
    expect(calls).toBe(2);
    expect(result.data?.response).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('pageQuery', () => {
  it('asks for the largest page, after the cursor when there is one', () => {
    expect(pageQuery(undefined)).toEqual({ limit: 200 });
    expect(pageQuery('abc')).toEqual({ limit: 200, after: 'abc' });
  });
});
