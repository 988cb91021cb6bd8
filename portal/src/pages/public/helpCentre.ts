import type { Schemas } from '@privacy-portal/sdk';
import type { QueryLike } from '../../components/QueryState.tsx';
import { $api, problemOf } from '../../lib/queryClient.ts';

export type ArticleSummary = Schemas['HelpArticleSummary'];
export type Article = Schemas['HelpArticle'];
export type Category = Schemas['HelpCategory'];

/** The article id in ?article=, when it is a valid one. */
export function articleIdFrom(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}

/** Paragraphs of an article body (plain text, paragraphs separated by blank lines). */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string; httpStatus: number };

/** A query's state as the help centre's lists and article view show it (idle while it has no key). */
function loadedOf<T>(query: QueryLike<T>, enabled: boolean): Loaded<T> {
  if (!enabled) return { status: 'idle' };
  if (query.data !== undefined) return { status: 'ok', data: query.data };
  if (!query.isPending) {
    const problem = problemOf(query.error);
    return { status: 'error', message: problem.message, httpStatus: problem.status };
  }
  return { status: 'loading' };
}

/** GET /help/categories. */
export function useHelpCategories(): Loaded<Category[]> {
  return loadedOf($api.useQuery('get', '/help/categories', {}, { select: (body) => body.response }), true);
}

/** GET /help/articles/popular: the six most read. */
export function usePopularArticles(): Loaded<ArticleSummary[]> {
  const query = $api.useQuery(
    'get',
    '/help/articles/popular',
    { params: { query: { limit: 6 } } },
    { select: (body) => body.response },
  );
  return loadedOf(query, true);
}

/**
 * GET /help/articles by search text or by category (nothing while both are null). Each text has its
 * own cache entry, so a late answer for an older text never shows for a newer one.
 */
export function useArticles(by: { query: string } | { category: string } | null): Loaded<ArticleSummary[]> {
  const query = $api.useQuery(
    'get',
    '/help/articles',
    { params: { query: by ?? {} } },
    { select: (body) => body.response, enabled: by !== null },
  );
  return loadedOf(query, by !== null);
}

/** GET /help/articles/{id} (nothing while the id is null). */
export function useHelpArticle(id: number | null): Loaded<Article> {
  const query = $api.useQuery(
    'get',
    '/help/articles/{id}',
    { params: { path: { id: id ?? 0 } } },
    { select: (body) => body.response, enabled: id !== null },
  );
  return loadedOf(query, id !== null);
}
