import type { HttpHandler } from 'msw';
import {
  helpCategories,
  popularHelpArticles,
  readHelpArticle,
  searchHelpArticles,
} from '../fixtures/help.ts';
import { presentHelpArticle, presentHelpArticleSummary } from '../fixtures/present.ts';
import { checkQuery, type HandlerContext, idParam } from './http.ts';

/** Tag Help (public): the help centre's search, most read articles, one article, categories. */
export function helpHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/help/articles', ({ query, response }) => {
      const q = checkQuery(query);
      const text = q.text('query', 200);
      const category = q.text('category', 60);
      q.done();
      return response(200).json({
        response: searchHelpArticles(state, text, category).map(presentHelpArticleSummary),
      });
    }),

    // Before '/help/articles/{id}': MSW answers with the first match, and 'popular' is no id.
    http.get('/help/articles/popular', ({ query, response }) => {
      const q = checkQuery(query);
      const limit = q.int('limit', 1, 20, 5);
      q.done();
      return response(200).json({
        response: popularHelpArticles(state, limit).map(presentHelpArticleSummary),
      });
    }),

    http.get('/help/articles/{id}', ({ params, response }) => {
      const article = readHelpArticle(state, idParam(params.id, 'id'));
      return response(200).json({ response: presentHelpArticle(article) });
    }),

    http.get('/help/categories', ({ response }) => {
      return response(200).json({ response: helpCategories(state) });
    }),
  ];
}
