import type { HelpArticle } from '@privacy-portal/ui/HelpPanel';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { dataOrThrow } from '../../lib/queryClient.ts';

/** The panel shows whole articles, so hits are loaded with their text (the first 10 of a search). */
const MAX_LOADED_HITS = 10;

/** Each article's text (GET /help/articles/{id}); one that cannot be loaded is left out. */
async function withBodies(ids: readonly number[], signal: AbortSignal): Promise<HelpArticle[]> {
  const answers = await Promise.allSettled(
    ids
      .slice(0, MAX_LOADED_HITS)
      .map((id) => dataOrThrow(api.GET('/help/articles/{id}', { params: { path: { id } }, signal }))),
  );
  return answers.flatMap((answer) => {
    if (answer.status === 'rejected') return [];
    const { id, title, body, categories } = answer.value.response;
    return [{ id, title, body, categories }];
  });
}

/** The five most read articles, with their text (GET /help/articles/popular). */
export function usePopularArticles() {
  return useQuery({
    queryKey: ['get', '/help/articles/popular'],
    queryFn: async ({ signal }) => {
      const popular = await dataOrThrow(
        api.GET('/help/articles/popular', { params: { query: { limit: 5 } }, signal }),
      );
      return withBodies(
        popular.response.map((a) => a.id),
        signal,
      );
    },
  });
}

/**
 * The articles matching a search (GET /help/articles?query=), with their text; nothing is asked for an
 * empty search. Only the answer to the last search is shown; the previous hits stay until it arrives.
 */
export function useArticleSearch(query: string) {
  return useQuery({
    queryKey: ['get', '/help/articles', query],
    queryFn: async ({ signal }) => {
      const hits = await dataOrThrow(api.GET('/help/articles', { params: { query: { query } }, signal }));
      return withBodies(
        hits.response.map((a) => a.id),
        signal,
      );
    },
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
