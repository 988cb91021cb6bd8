/**
 * The tenancy sweep's "nothing changed" check (snapshotTables, per-table fingerprints the database
 * computes): a row added, removed or changed in any column but the volatile ones must change it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotTables } from './support/contract-cases.ts';
import { freshDatabase } from './support/harness.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
const TABLES = ['companies', 'organizations'];

beforeAll(async () => {
  db = await freshDatabase(true);
});
afterAll(async () => {
  await db.database.close();
  await db.drop();
});

describe('table fingerprints', () => {
  it('stay the same when nothing changed, and when only a volatile column did', async () => {
    const knex = db.database.db;
    const before = await snapshotTables(knex, TABLES);
    expect(await snapshotTables(knex, TABLES)).toEqual(before);
    await knex('companies').update({ updated_at: knex.fn.now() });
    expect(await snapshotTables(knex, TABLES)).toEqual(before);
  });

  it('change with a changed column, an added row and a removed row, naming the table', async () => {
    const knex = db.database.db;
    const start = await snapshotTables(knex, TABLES);
    await knex('companies').where({ name: 'Demo Company' }).update({ city: 'Hamburg' });
    const changed = await snapshotTables(knex, TABLES);
    expect(changed.companies).not.toBe(start.companies);
    expect(changed.organizations).toBe(start.organizations);
    const [row] = await knex('companies').insert({ name: 'Another', country: 'France' }).returning('id');
    const added = await snapshotTables(knex, TABLES);
    expect(added.companies).not.toBe(changed.companies);
    await knex('companies').where({ id: row.id }).delete();
    expect((await snapshotTables(knex, TABLES)).companies).toBe(changed.companies);
  });
});
