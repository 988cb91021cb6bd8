import type { HelpArticle } from '@privacy-portal/ui/HelpPanel';
import { api } from '../../lib/api.ts';
import { send } from '../../lib/send.ts';

/** The panel shows whole articles, so hits are loaded with their text (the first 10 of a search). */
const MAX_LOADED_HITS = 10;

async function withBodies(ids: readonly number[]): Promise<HelpArticle[]> {
  const answers = await Promise.all(
    ids
      .slice(0, MAX_LOADED_HITS)
      .map((id) => send(api.GET('/help/articles/{id}', { params: { path: { id } } }))),
  );
  return answers.flatMap((answer) => {
    if (!answer.ok) return [];
    const { id, title, body, categories } = answer.data.response;
    return [{ id, title, body, categories }];
  });
}

export async function fetchPopularArticles(): Promise<HelpArticle[]> {
  const answer = await send(api.GET('/help/articles/popular', { params: { query: { limit: 5 } } }));
  return answer.ok ? withBodies(answer.data.response.map((a) => a.id)) : [];
}

export async function searchArticles(query: string): Promise<HelpArticle[]> {
  const answer = await send(api.GET('/help/articles', { params: { query: { query } } }));
  return answer.ok ? withBodies(answer.data.response.map((a) => a.id)) : [];
}
