import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';

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

/** Full-text search (best match first) and/or a category; neither gives every article. */
export async function searchArticles(
  db: Db,
  filter: { text?: string | undefined; category?: string | undefined },
): Promise<Schemas['HelpArticleSummary'][]> {
  const q = db('help_articles').select('id', 'title', 'summary', 'categories');
  const text = filter.text?.trim();
  if (text) {
    // websearch_to_tsquery takes what people type (words, "phrases", -exclusions) without syntax errors.
    q.whereRaw(`${DOCUMENT} @@ websearch_to_tsquery('english', ?)`, [text]).orderByRaw(
      `ts_rank(${DOCUMENT}, websearch_to_tsquery('english', ?)) desc`,
      [text],
    );
  }
  if (filter.category) q.whereRaw('categories @> ?::jsonb', [JSON.stringify([filter.category])]);
  q.orderBy('id');
  return ((await q) as ArticleRow[]).map(summary);
}

export async function popularArticles(db: Db, limit: number): Promise<Schemas['HelpArticleSummary'][]> {
  const rows = (await db('help_articles')
    .orderBy([
      { column: 'reads', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit)) as ArticleRow[];
  return rows.map(summary);
}

/** The article, counting one read; undefined when unknown. */
export async function readArticle(db: Db, id: number): Promise<Schemas['HelpArticle'] | undefined> {
  const [row] = (await db('help_articles')
    .where({ id })
    .increment('reads', 1)
    .returning('*')) as ArticleRow[];
  return row
    ? { ...summary(row), body: row.body, updated_at: new Date(row.updated_at).toISOString() }
    : undefined;
}

export async function articleCategories(db: Db): Promise<Schemas['HelpCategory'][]> {
  const result = (await db.raw(
    'select value as name, count(*)::int as article_count from help_articles, jsonb_array_elements_text(categories) group by value order by value',
  )) as { rows: Schemas['HelpCategory'][] };
  return result.rows;
}
