import { describe, expect, it } from 'vitest';
import { Collection, createMockState, DEMO_EMAILS, keysetPage } from '../src/index.ts';

interface Row {
  id: number;
  name: string;
}

const query = (limit?: number, after?: string | null) => ({
  get: (name: 'limit' | 'after') =>
    name === 'limit' ? (limit === undefined ? null : String(limit)) : (after ?? null),
});

const seeded = () =>
  new Collection<Row>(
    (r) => r.id,
    () => [
      { id: 1, name: 'b' },
      { id: 2, name: 'a' },
    ],
  );

describe('Collection', () => {
  it('creates with the next id after the seed, gets, updates and removes', () => {
    const rows = seeded();
    const c = rows.create((id) => ({ id, name: 'c' }));
    expect(c.id).toBe(3);
    expect(rows.get(3)).toBe(c);
    expect(rows.update(3, { name: 'C' })?.name).toBe('C');
    expect(rows.update(9, { name: 'x' })).toBeUndefined();
    expect(rows.remove((r) => r.name !== 'a')).toBe(2);
    expect(rows.list().map((r) => r.id)).toEqual([2]);
  });

  it('goes back to a fresh copy of its seed on reset, and counts ids from it again', () => {
    const rows = seeded();
    (rows.get(1) as Row).name = 'changed';
    rows.create((id) => ({ id, name: 'c' }));
    rows.reset();
    expect(rows.list()).toEqual([
      { id: 1, name: 'b' },
      { id: 2, name: 'a' },
    ]);
    expect(rows.create((id) => ({ id, name: 'c' })).id).toBe(3);
  });

  it('pages by key as the contract says: { response, page: { next, limit } }, next null on the last page', () => {
    const rows = new Collection<Row>((r) => r.id);
    for (const name of ['e', 'c', 'a', 'd', 'b']) rows.create((id) => ({ id, name }));
    const key = (r: Row) => [r.name, r.id];
    const first = rows.page(query(2), { key });
    expect(first.response.map((r) => r.name)).toEqual(['a', 'b']);
    expect(first.page.limit).toBe(2);
    const second = rows.page(query(2, first.page.next), { key });
    expect(second.response.map((r) => r.name)).toEqual(['c', 'd']);
    const last = rows.page(query(2, second.page.next), { key });
    expect(last).toEqual({ response: [{ id: 1, name: 'e' }], page: { next: null, limit: 2 } });
    expect(
      rows.page(query(), { key, desc: true, filter: (r) => r.name !== 'e' }).response.map((r) => r.name),
    ).toEqual(['d', 'c', 'b', 'a']);
  });

  it('refuses a cursor of another list (another key width) with 400 naming query.after', () => {
    const rows = seeded();
    const cursor = keysetPage(rows.list(), query(1), (r) => [r.id]).page.next;
    let refused: unknown;
    try {
      rows.page(query(1, cursor), { key: (r) => [r.name, r.id] });
    } catch (err) {
      refused = err;
    }
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', details: [{ in: 'query', field: 'after' }] } },
    });
  });

  it('a mock state resets every collection to the demo seed', () => {
    const state = createMockState();
    const owner = state.users.find((u) => u.email === DEMO_EMAILS.owner);
    if (owner) owner.firstname = 'Changed';
    state.organizations.remove(() => true);
    state.reset();
    expect(state.users.find((u) => u.email === DEMO_EMAILS.owner)?.firstname).toBe('Olivia');
    expect(state.organizations.list().map((o) => o.orgname)).toContain('Demo Retail');
  });
});
