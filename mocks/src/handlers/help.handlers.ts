import type { HttpHandler } from 'msw';
import {
  helpCategories,
  popularHelpArticles,
  readHelpArticle,
  searchHelpArticles,
} from '../fixtures/help.ts';
import { presentHelpArticle, presentHelpArticleSummary } from '../fixtures/present.ts';
import type { HandlerContext } from './http.ts';

/** Tag Help (public): the help centre's search, most read articles, one article, categories. */
export function helpHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.get('/help/articles', ({ query, response }) => {
      const text = query.get('query') || undefined;
      const category = query.get('category') || undefined;
      return response(200).json({
        response: searchHelpArticles(state, text, category).map(presentHelpArticleSummary),
      });
    }),

    // Before '/help/articles/{id}': MSW answers with the first match, and 'popular' is no id.
    http.get('/help/articles/popular', ({ query, response }) => {
      const limit = Number(query.get('limit') ?? 5);
      return response(200).json({
        response: popularHelpArticles(state, limit).map(presentHelpArticleSummary),
      });
    }),

    http.get('/help/articles/{id}', ({ params, response }) => {
      const article = readHelpArticle(state, Number(params.id));
      return response(200).json({ response: presentHelpArticle(article) });
    }),

    http.get('/help/categories', ({ response }) => {
      return response(200).json({ response: helpCategories(state) });
    }),
  ];
}
