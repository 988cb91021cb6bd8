import type { Db } from '../../../db/database.ts';

/**
 * The property's categories by the key the embed records them under (a default category's key, or c
 * and a custom category's id: components EmbedCategory), in the order the banner shows them.
 */
export async function categoryNames(db: Db, propertyId: number): Promise<Map<string, string>> {
  const rows = (await db('cookie_categories')
    .where({ property_id: propertyId })
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .limit(200)
    .select('id', 'key', 'name')) as Array<{ id: number; key: string | null; name: string }>;
  return new Map(rows.map((r) => [r.key ?? `c${r.id}`, r.name]));
}
