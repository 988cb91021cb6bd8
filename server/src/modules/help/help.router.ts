import type { Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';

type HelpOps = 'searchHelpArticles' | 'listPopularHelpArticles' | 'getHelpArticle' | 'listHelpCategories';

interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  body: string;
  categories: string[];
  updated_at: Date;
}

const DOCUMENT = "to_tsvector('english', title || ' ' || summary || ' ' || body)";
const summary = (r: ArticleRow): Schemas['HelpArticleSummary'] => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  categories: r.categories,
});

export function helpHandlers(deps: Deps): Pick<Handlers<Auth>, HelpOps> {
  const { db } = deps;
  return {
    searchHelpArticles: async ({ query }) => {
      const q = db('help_articles').select('id', 'title', 'summary', 'categories');
      const text = query.query?.trim();
      if (text) {
        // websearch_to_tsquery takes what people type (words, "phrases", -exclusions) without syntax errors.
        q.whereRaw(`${DOCUMENT} @@ websearch_to_tsquery('english', ?)`, [text]).orderByRaw(
          `ts_rank(${DOCUMENT}, websearch_to_tsquery('english', ?)) desc`,
          [text],
        );
      }
      if (query.category) q.whereRaw('categories @> ?::jsonb', [JSON.stringify([query.category])]);
      q.orderBy('id');
      return { status: 200, body: { response: ((await q) as ArticleRow[]).map(summary) } };
    },
    listPopularHelpArticles: async ({ query }) => {
      const rows = (await db('help_articles')
        .orderBy([
          { column: 'reads', order: 'desc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(query.limit ?? 5)) as ArticleRow[];
      return { status: 200, body: { response: rows.map(summary) } };
    },
    getHelpArticle: async ({ params }) => {
      const [row] = (await db('help_articles')
        .where({ id: params.id })
        .increment('reads', 1)
        .returning('*')) as ArticleRow[];
      if (!row) throw notFound('Article');
      return {
        status: 200,
        body: {
          response: { ...summary(row), body: row.body, updated_at: new Date(row.updated_at).toISOString() },
        },
      };
    },
    listHelpCategories: async () => {
      const rows = (await db.raw(
        'select value as name, count(*)::int as article_count from help_articles, jsonb_array_elements_text(categories) group by value order by value',
      )) as { rows: Schemas['HelpCategory'][] };
      return { status: 200, body: { response: rows.rows } };
    },
  };
}
