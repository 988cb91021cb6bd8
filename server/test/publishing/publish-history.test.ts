/**
 * The shared publish history (server/src/modules/publishing), on tables of the test's own: what the
 * banner and the web forms rely on holds for any owner/versions pair the tables name. Publishing
 * numbers versions 1, 2, … under the owner's lock, the list is newest first and paged, an earlier
 * version can be made active again, the active one cannot be deleted, and another owner's versions
 * (or a deleted owner's) are not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import type { PublishTables } from '../../src/modules/publishing/publish-history.queries.ts';
import {
  activateVersion,
  deleteVersion,
  listVersions,
  type PublishHistory,
  publishVersion,
} from '../../src/modules/publishing/publish-history.service.ts';
import { freshDatabase } from '../support/harness.ts';

interface Doc {
  title: string;
}

const TABLES: PublishTables = {
  owners: 'test_docs',
  ownerKey: 'id',
  draft: 'body',
  versions: 'test_doc_versions',
  versionOwner: 'doc_id',
  content: 'frozen',
  live: (q) => q.whereNull('deleted_at'),
};

const HISTORY: PublishHistory = {
  tables: TABLES,
  names: { owner: 'Doc', version: 'Doc version' },
  activeConflict: (n) => `Version ${n} is live.`,
};

let db: Db;
let drop: () => Promise<void>;
let close: () => Promise<void>;
let userId: number;

const newDoc = async (title: string, team = 1): Promise<number> => {
  const [row] = await db('test_docs')
    .insert({ team, body: JSON.stringify({ title }) })
    .returning('id');
  return (row as { id: number }).id;
};
const setDraft = (id: number, title: string) =>
  db('test_docs')
    .where({ id })
    .update({ body: JSON.stringify({ title }) });
const mine = (id: number) => ({ key: id, where: { team: 1 } });

/** The error a call refused with, as the API would answer it. */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { status?: number; message?: string }) => ({ status: e.status, message: e.message }),
  );

beforeAll(async () => {
  const fresh = await freshDatabase();
  db = fresh.database.db;
  close = () => fresh.database.close();
  drop = fresh.drop;
  await db.schema.createTable('test_docs', (t) => {
    t.increments('id').primary();
    t.integer('team').notNullable();
    t.jsonb('body').notNullable();
    t.string('status', 10);
    t.integer('active_version_id');
    t.integer('last_version').notNullable().defaultTo(0);
    t.timestamp('deleted_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true });
  });
  await db.schema.createTable('test_doc_versions', (t) => {
    t.increments('id').primary();
    t.integer('doc_id').notNullable().references('id').inTable('test_docs');
    t.integer('version').notNullable();
    t.jsonb('frozen').notNullable();
    t.string('note', 200);
    t.integer('published_by');
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.unique(['doc_id', 'version']);
  });
  const [user] = await db('users')
    .insert({ email: 'pat@example.com', firstname: 'Pat', lastname: 'Publisher' })
    .returning('id');
  userId = (user as { id: number }).id;
});

afterAll(async () => {
  await close?.();
  await drop?.();
});

describe('the shared publish history', () => {
  it('publishes the draft as versions 1 and 2, the newest active, with who published and the note', async () => {
    const doc = await newDoc('First');
    const v1 = await publishVersion<Doc>(db, HISTORY, mine(doc), { note: 'launch', userId });
    expect(v1).toMatchObject({
      owner: doc,
      version: 1,
      active: true,
      note: 'launch',
      content: { title: 'First' },
      published_by: 'Pat Publisher',
    });
    await setDraft(doc, 'Second');
    const v2 = await publishVersion<Doc>(
      db,
      HISTORY,
      mine(doc),
      { note: null, userId },
      {
        columns: () => ({ status: 'published' }),
      },
    );
    expect(v2).toMatchObject({ version: 2, active: true, content: { title: 'Second' } });
    expect(
      await db('test_docs').where({ id: doc }).first('status', 'last_version', 'active_version_id'),
    ).toEqual({ status: 'published', last_version: 2, active_version_id: v2.id });

    const first = await listVersions<Doc>(db, HISTORY, doc, { limit: 1 });
    expect(first.rows.map((v) => [v.version, v.active])).toEqual([[2, true]]);
    const next = await listVersions<Doc>(db, HISTORY, doc, { limit: 1, after: first.page.next as string });
    expect(next.rows.map((v) => [v.version, v.active, v.content.title])).toEqual([[1, false, 'First']]);
    expect(next.page.next).toBeNull();
  });

  it('activates an earlier version, refuses to delete the active one, deletes another', async () => {
    const doc = await newDoc('A');
    const v1 = await publishVersion<Doc>(db, HISTORY, mine(doc), { note: null, userId });
    await setDraft(doc, 'B');
    const v2 = await publishVersion<Doc>(db, HISTORY, mine(doc), { note: null, userId });

    const back = await activateVersion<Doc>(db, HISTORY, mine(doc), v1.id, {
      columns: (content) => ({ body: JSON.stringify(content) }),
    });
    expect(back).toMatchObject({ id: v1.id, version: 1, active: true });
    expect((await db('test_docs').where({ id: doc }).first('body')).body).toEqual({ title: 'A' });

    expect(await refusal(deleteVersion(db, HISTORY, mine(doc), v1.id))).toEqual({
      status: 409,
      message: 'Version 1 is live.',
    });
    await deleteVersion(db, HISTORY, mine(doc), v2.id);
    const left = await listVersions<Doc>(db, HISTORY, doc, {});
    expect(left.rows.map((v) => [v.version, v.active])).toEqual([[1, true]]);
    // Numbers are never given twice, even after a deletion.
    await setDraft(doc, 'C');
    expect((await publishVersion<Doc>(db, HISTORY, mine(doc), { note: null, userId })).version).toBe(3);
  });

  it("does not reach another owner's versions, another team's owner or a deleted owner", async () => {
    const doc = await newDoc('Mine');
    const other = await newDoc('Theirs');
    const theirs = await publishVersion<Doc>(db, HISTORY, mine(other), { note: null, userId });
    await publishVersion<Doc>(db, HISTORY, mine(doc), { note: null, userId });

    const notFound = { status: 404, message: expect.stringContaining('Doc version') };
    expect(await refusal(activateVersion(db, HISTORY, mine(doc), theirs.id))).toEqual(notFound);
    expect(await refusal(deleteVersion(db, HISTORY, mine(doc), theirs.id))).toEqual(notFound);
    const otherTeam = { key: other, where: { team: 2 } };
    expect(await refusal(activateVersion(db, HISTORY, otherTeam, theirs.id))).toEqual(notFound);
    expect(await refusal(publishVersion(db, HISTORY, otherTeam, { note: null, userId }))).toEqual({
      status: 404,
      message: expect.stringContaining('Doc'),
    });

    await db('test_docs').where({ id: other }).update({ deleted_at: new Date() });
    expect(await refusal(publishVersion(db, HISTORY, mine(other), { note: null, userId }))).toMatchObject({
      status: 404,
    });
    const versions = await db('test_doc_versions').where({ doc_id: other }).select('version');
    expect(versions.map((v) => v.version)).toEqual([1]);
  });

  it('publishes nothing when the check refuses, and numbers parallel publishes one after another', async () => {
    const doc = await newDoc('Checked');
    const refused = refusal(
      publishVersion<Doc>(
        db,
        HISTORY,
        mine(doc),
        { note: null, userId },
        {
          check: (_trx, draft) => {
            if (draft.title === 'Checked') throw Object.assign(new Error('not allowed'), { status: 400 });
          },
        },
      ),
    );
    expect(await refused).toEqual({ status: 400, message: 'not allowed' });
    expect(await listVersions<Doc>(db, HISTORY, doc, {})).toMatchObject({ rows: [] });

    const all = await Promise.all(
      Array.from({ length: 4 }, () => publishVersion<Doc>(db, HISTORY, mine(doc), { note: null, userId })),
    );
    expect(all.map((v) => v.version).sort()).toEqual([1, 2, 3, 4]);
    const listed = await listVersions<Doc>(db, HISTORY, doc, {});
    expect(listed.rows.map((v) => [v.version, v.active])).toEqual([
      [4, true],
      [3, false],
      [2, false],
      [1, false],
    ]);
  });
});
