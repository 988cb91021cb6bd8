import type { Db } from '../../db/database.ts';
import { HELP_ARTICLES } from './help.content.ts';

/**
 * Upserts the help centre's articles by key at every start, like the plan catalogue: an edited or new
 * article reaches existing databases. `reads` is seeded once and then belongs to the database.
 */
export async function seedHelpArticles(db: Db): Promise<void> {
  const rows = HELP_ARTICLES.map((a) => ({ ...a, categories: JSON.stringify(a.categories) }));
  await db('help_articles').insert(rows).onConflict('key').merge(['title', 'summary', 'body', 'categories']);
}
