import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';
import { articleCategories, popularArticles, readArticle, searchArticles } from './help.queries.ts';

type HelpOps = 'searchHelpArticles' | 'listPopularHelpArticles' | 'getHelpArticle' | 'listHelpCategories';

export function helpHandlers({ db }: Deps): Pick<Handlers<Auth>, HelpOps> {
  return {
    searchHelpArticles: async ({ query }) => ({
      status: 200,
      body: { response: await searchArticles(db, { text: query.query, category: query.category }) },
    }),
    listPopularHelpArticles: async ({ query }) => ({
      status: 200,
      body: { response: await popularArticles(db, query.limit ?? 5) },
    }),
    getHelpArticle: async ({ params }) => {
      const article = await readArticle(db, params.id);
      if (!article) throw notFound('Article');
      return { status: 200, body: { response: article } };
    },
    listHelpCategories: async () => ({ status: 200, body: { response: await articleCategories(db) } }),
  };
}
