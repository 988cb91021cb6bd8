import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../../db/keyset.ts';

export type BlockingRule = Schemas['BlockingRule'];
export type RuleSource = BlockingRule['source'];

interface RuleRow {
  id: number;
  pattern: string;
  category_id: number;
  category_name: string;
  source: RuleSource;
  description: string;
  created_at: Date;
}

export interface RuleFields {
  pattern: string;
  category_id: number;
  source: RuleSource;
  description: string;
}

export function presentRule(row: RuleRow): BlockingRule {
  return {
    id: row.id,
    pattern: row.pattern,
    category_id: row.category_id,
    category_name: row.category_name,
    source: row.source,
    description: row.description,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A category of the property (a rule or a vendor may only name one of its own property's). */
export async function findPropertyCategory(
  db: Db,
  propertyId: number,
  categoryId: number,
): Promise<{ id: number; name: string; key: string | null } | undefined> {
  return (await db('cookie_categories')
    .where({ id: categoryId, property_id: propertyId })
    .first('id', 'name', 'key')) as { id: number; name: string; key: string | null } | undefined;
}

export async function blockingEnabled(db: Db, propertyId: number): Promise<boolean> {
  const row = (await db('cookie_blocking').where({ property_id: propertyId }).first('enabled')) as
    | { enabled: boolean }
    | undefined;
  return row?.enabled ?? false;
}

export async function saveBlockingEnabled(db: Db, propertyId: number, enabled: boolean): Promise<void> {
  await db('cookie_blocking')
    .insert({ property_id: propertyId, enabled })
    .onConflict('property_id')
    .merge({ enabled, updated_at: db.fn.now() });
}

export async function countRules(db: Db, propertyId: number): Promise<number> {
  const row = (await db('blocking_rules').where({ property_id: propertyId }).count({ n: '*' }).first()) as {
    n: string | number;
  };
  return Number(row.n);
}

/** Every rule's pattern, to tell which scripts the rules hold back (a scan's `blocked`, proposals). */
export async function rulePatterns(db: Db, propertyId: number): Promise<string[]> {
  const rows = (await db('blocking_rules')
    .where({ property_id: propertyId })
    .orderBy('id')
    .select('pattern')) as Array<{
    pattern: string;
  }>;
  return rows.map((r) => r.pattern);
}

const ruleColumns = (db: Db) =>
  db('blocking_rules as r')
    .join('cookie_categories as c', 'c.id', 'r.category_id')
    .select(
      'r.id',
      'r.pattern',
      'r.category_id',
      'c.name as category_name',
      'r.source',
      'r.description',
      'r.created_at',
    );

const BY_PATTERN: Keyset = {
  parts: [
    { sql: 'r.pattern', type: 'text' },
    { sql: 'r.id', type: 'integer' },
  ],
};

export async function listRules(
  db: Db,
  propertyId: number,
  paging: PageQuery,
): Promise<{ response: BlockingRule[]; page: PageInfo }> {
  const { rows, page } = await keysetPage<RuleRow>(
    ruleColumns(db).where('r.property_id', propertyId),
    BY_PATTERN,
    paging,
  );
  return { response: rows.map(presentRule), page };
}

export async function findRule(db: Db, propertyId: number, id: number): Promise<BlockingRule | undefined> {
  const row = (await ruleColumns(db).where({ 'r.id': id, 'r.property_id': propertyId }).first()) as
    | RuleRow
    | undefined;
  return row ? presentRule(row) : undefined;
}

export async function insertRule(db: Db, propertyId: number, fields: RuleFields): Promise<number> {
  const [row] = (await db('blocking_rules')
    .insert({ property_id: propertyId, ...fields })
    .returning('id')) as Array<{ id: number }>;
  return (row as { id: number }).id;
}

/** Changes the rule if it is the property's; false when there is no such rule. */
export async function updateRule(
  db: Db,
  propertyId: number,
  id: number,
  fields: RuleFields,
): Promise<boolean> {
  const changed = await db('blocking_rules')
    .where({ id, property_id: propertyId })
    .update({ ...fields, updated_at: db.fn.now() });
  return changed > 0;
}

export async function deleteRule(db: Db, propertyId: number, id: number): Promise<boolean> {
  // `returning`: knex-pglite answers a plain DELETE with an object, not the row count.
  const gone = await db('blocking_rules').where({ id, property_id: propertyId }).delete().returning('id');
  return gone.length > 0;
}

/** The `result` of the property's newest completed scan, or null before its first. */
export async function latestScanResult(db: Db, propertyId: number): Promise<unknown> {
  const row = (await db('scan_jobs')
    .where({ property_id: propertyId, status: 'completed' })
    .orderByRaw('finished_at desc nulls last, id desc')
    .first('result')) as { result: unknown } | undefined;
  return row?.result ?? null;
}
