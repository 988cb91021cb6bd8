import type { Schemas } from '@privacy-portal/sdk';
import type { CategoryKey } from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';

export type CategoryTranslations = Record<string, { name: string; description: string }>;

export interface CategoryRow {
  id: number;
  property_id: number;
  key: CategoryKey | null;
  name: string;
  description: string;
  translations: CategoryTranslations;
  required: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** A category row with the number of the property's cookies in it. */
export type CountedCategoryRow = CategoryRow & { cookie_count: number };

export function presentCategory(row: CountedCategoryRow): Schemas['CookieCategory'] {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    translations: row.translations,
    required: row.required,
    position: row.position,
    cookie_count: Number(row.cookie_count),
  };
}

const withCount = (db: Db) =>
  db('cookie_categories as cc').select(
    'cc.*',
    db.raw('(select count(*) from cookies c where c.category_id = cc.id)::int as cookie_count'),
  );

/** The property's categories in banner order. */
export async function listCategories(db: Db, propertyId: number): Promise<CountedCategoryRow[]> {
  return withCount(db)
    .where('cc.property_id', propertyId)
    .orderBy([
      { column: 'cc.position', order: 'asc' },
      { column: 'cc.id', order: 'asc' },
    ]);
}

export async function findCountedCategory(
  db: Db,
  propertyId: number,
  id: number,
): Promise<CountedCategoryRow | undefined> {
  return withCount(db).where({ 'cc.property_id': propertyId, 'cc.id': id }).first();
}

export async function findCategory(db: Db, propertyId: number, id: number): Promise<CategoryRow | undefined> {
  return db('cookie_categories').where({ property_id: propertyId, id }).first();
}

/** The property's default categories by key (all five once ensureDefaultCategories has run). */
export async function defaultCategoryIds(db: Db, propertyId: number): Promise<Map<CategoryKey, number>> {
  const rows: Array<{ id: number; key: CategoryKey }> = await db('cookie_categories')
    .select('id', 'key')
    .where({ property_id: propertyId })
    .whereNotNull('key');
  return new Map(rows.map((r) => [r.key, r.id]));
}

export async function countDefaultCategories(db: Db, propertyId: number): Promise<number> {
  const [row] = await db('cookie_categories')
    .where({ property_id: propertyId })
    .whereNotNull('key')
    .count<{ n: number | string }[]>('* as n');
  return Number(row?.n ?? 0);
}

export interface NewCategory {
  key: CategoryKey | null;
  name: string;
  description: string;
  translations: CategoryTranslations;
  required: boolean;
  position: number;
}

/**
 * Inserts the default categories that are missing; one already there (a parallel request made it
 * first) is left alone, so any number of callers may run this at once.
 */
export async function insertDefaultCategories(
  db: Db,
  propertyId: number,
  rows: NewCategory[],
): Promise<void> {
  await db('cookie_categories')
    .insert(
      rows.map((r) => ({ ...r, property_id: propertyId, translations: JSON.stringify(r.translations) })),
    )
    .onConflict(['property_id', 'key'])
    .ignore();
}

export async function countCategories(db: Db, propertyId: number): Promise<number> {
  const [row] = await db('cookie_categories')
    .where({ property_id: propertyId })
    .count<{ n: number | string }[]>('* as n');
  return Number(row?.n ?? 0);
}

/** A custom category at the end of the banner's order. */
export async function insertCustomCategory(
  db: Db,
  propertyId: number,
  input: { name: string; description: string; translations: CategoryTranslations },
): Promise<number> {
  const [row] = await db('cookie_categories')
    .insert({
      property_id: propertyId,
      key: null,
      name: input.name,
      description: input.description,
      translations: JSON.stringify(input.translations),
      required: false,
      position: db.raw(
        '(select coalesce(max(position), -1) + 1 from cookie_categories where property_id = ?)',
        [propertyId],
      ),
    })
    .returning('id');
  return row.id as number;
}

export async function updateCategoryTexts(
  db: Db,
  id: number,
  input: { name: string; description: string; translations: CategoryTranslations },
): Promise<void> {
  await db('cookie_categories')
    .where({ id })
    .update({
      name: input.name,
      description: input.description,
      translations: JSON.stringify(input.translations),
      updated_at: db.fn.now(),
    });
}

/**
 * Deletes a custom category after moving its cookies and blocking rules to another category (the
 * property's Unclassified); vendors lose theirs (the foreign key sets null). One transaction.
 */
export async function deleteCategoryMovingTo(db: Db, category: CategoryRow, targetId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const scope = { property_id: category.property_id, category_id: category.id };
    await trx('cookies').where(scope).update({ category_id: targetId, updated_at: trx.fn.now() });
    await trx('blocking_rules').where(scope).update({ category_id: targetId, updated_at: trx.fn.now() });
    await trx('cookie_categories').where({ id: category.id }).delete();
  });
}
