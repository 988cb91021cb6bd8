/**
 * Keyset pages (components/common.yaml#/PageInfo): every list of the contract answers one page and
 * `page.next`, the `after` of the page that follows. `allPages` follows it for a caller that needs the
 * whole list (the header's switcher, a dialog's choices), one bounded request at a time.
 */
import type { components } from './generated/schema.ts';

export type PageInfo = components['schemas']['PageInfo'];

/** The contract's largest page (components/parameters.yaml#/PageLimit): fewest requests for a whole list. */
export const MAX_PAGE_SIZE = 200;

/** The shape of an openapi-fetch answer of a list (success or failure). */
interface ListResult {
  data?: { response: unknown[]; page: PageInfo };
  response: Response;
}

/**
 * Every page of a list, as if it were one answer: the rows of all pages in `data.response` (with the
 * last page's info, `next` null), or the first failure as it came. `fetchPage` asks for the page after
 * a cursor (undefined: the first), e.g.
 * `allPages((after) => api.GET('/organizations', { params: { query: { limit: MAX_PAGE_SIZE, ...(after ? { after } : {}) } } }))`.
 */
export async function allPages<R extends ListResult>(
  fetchPage: (after: string | undefined) => Promise<R>,
): Promise<R> {
  const rows: unknown[] = [];
  const seen = new Set<string>();
  let after: string | undefined;
  for (;;) {
    const result = await fetchPage(after);
    if (!result.data || !result.response.ok) return result;
    rows.push(...result.data.response);
    const next = result.data.page.next;
    // A cursor seen before would loop forever: stop at what was read.
    if (next === null || seen.has(next)) {
      return {
        ...result,
        data: { ...result.data, response: rows, page: { ...result.data.page, next: null } },
      };
    }
    seen.add(next);
    after = next;
  }
}

/** The query of one page: the largest page size, and the cursor when there is one. */
export const pageQuery = (after: string | undefined): { limit: number; after?: string } =>
  after === undefined ? { limit: MAX_PAGE_SIZE } : { limit: MAX_PAGE_SIZE, after };
