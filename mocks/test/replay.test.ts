import { describe, expect, it } from 'vitest';
import { AnswerStore } from '../src/replay/answers.ts';

const OWNER = 'owner@demo.test';
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
const store = () =>
  new AnswerStore(
    {
      '/things/1?limit=200': { [OWNER]: { response: rows(5), page: { next: null, limit: 200 } } },
      '/things/1?status=open&limit=200': { [OWNER]: { response: rows(2), page: { next: null, limit: 200 } } },
      '/things/1/2': { [OWNER]: { response: { id: 2, name: 'row 2', notes: 'x' } } },
      '/chart/1?from=2026-01-01&to=2026-01-31': { [OWNER]: { total: 31 } },
    },
    { 'POST /things/{orgId}': { [OWNER]: { status: 201, body: { response: { id: 5, name: 'new' } } } } },
  );

describe('AnswerStore', () => {
  it('answers a read whatever the order of its query, paged by position', () => {
    const s = store();
    const first = s.read('/things/1?limit=2', OWNER) as {
      response: { id: number }[];
      page: { next: string };
    };
    expect(first.response.map((r) => r.id)).toEqual([1, 2]);
    const second = s.read(`/things/1?after=${first.page.next}&limit=2`, OWNER) as typeof first;
    expect(second.response.map((r) => r.id)).toEqual([3, 4]);
    expect((s.read('/things/1?limit=50&status=open', OWNER) as typeof first).response).toHaveLength(2);
  });

  it('answers an unrecorded filter with the nearest recorded read, an unknown path with nothing', () => {
    const s = store();
    expect(s.read('/chart/1?from=2026-02-01&to=2026-02-28', OWNER)).toEqual({ total: 31 });
    expect(s.read('/things/1/99', OWNER)).toBeUndefined();
    expect(s.read('/things/1/2', 'viewer@demo.test')).toMatchObject({ response: { id: 2 } });
  });

  it('keeps reads in step with writes: replaced, added with a free id, removed', () => {
    const s = store();
    s.apply('/things/1/2', { id: 2, name: 'renamed', notes: 'y' }, 'upsert');
    expect(s.read('/things/1/2', OWNER)).toEqual({ response: { id: 2, name: 'renamed', notes: 'y' } });
    expect((s.read('/things/1', OWNER) as { response: unknown[] }).response[1]).toEqual({
      id: 2,
      name: 'renamed',
    });
    const created = { id: 5, name: 'new' };
    s.apply('/things/1', created, 'create');
    expect(created.id).toBe(6);
    expect((s.read('/things/1', OWNER) as { response: unknown[] }).response[0]).toEqual({
      id: 6,
      name: 'new',
    });
    s.apply('/things/1/2', { id: 2 }, 'remove');
    expect(s.read('/things/1/2', OWNER)).toBeUndefined();
    expect((s.read('/things/1', OWNER) as { response: { id: number }[] }).response.map((r) => r.id)).toEqual([
      6, 1, 3, 4, 5,
    ]);
    s.reset();
    expect((s.read('/things/1', OWNER) as { response: unknown[] }).response).toHaveLength(5);
  });

  it('replaces a changed row wherever a row of its id and columns is stored, by any row key', () => {
    const s = store();
    s.set('/members', { response: [{ uid: 2, name: 'row 2' }], page: { next: null, limit: 50 } });
    s.apply('/things/cancel', { id: 2, name: 'cancelled', notes: 'x' }, 'upsert');
    expect(s.read('/things/1/2', OWNER)).toEqual({ response: { id: 2, name: 'cancelled', notes: 'x' } });
    // Another shape with the same id is another resource: the list of things keeps its own columns.
    expect((s.read('/things/1', OWNER) as { response: unknown[] }).response[1]).toEqual({
      id: 2,
      name: 'row 2',
    });
    s.apply('/members/2', { uid: 2 }, 'remove');
    expect((s.read('/members', OWNER) as { response: unknown[] }).response).toEqual([]);
  });

  it('answers a write with its recording, a copy each time', () => {
    const s = store();
    const answer = s.written('POST /things/{orgId}', 'admin@demo.test');
    expect(answer).toEqual({ status: 201, body: { response: { id: 5, name: 'new' } } });
    (answer as { body: { response: { name: string } } }).body.response.name = 'changed';
    expect(s.written('POST /things/{orgId}', OWNER)?.body).toEqual({ response: { id: 5, name: 'new' } });
  });

  it('adds a created row to an empty list at its own path only', () => {
    const empty = { [OWNER]: { response: [], page: { next: null, limit: 50 } } };
    const s = new AnswerStore({ '/notes/1': empty, '/notes/1/7/tags': empty }, {});
    s.apply('/notes/1/7/tags', { id: 8, name: 'tag' }, 'create');
    expect((s.read('/notes/1/7/tags', OWNER) as { response: unknown[] }).response).toEqual([
      { id: 8, name: 'tag' },
    ]);
    expect((s.read('/notes/1', OWNER) as { response: unknown[] }).response).toEqual([]);
  });

  it('answers a period relative to today with the recorded period as long, else the 30 days', () => {
    const chart = (total: number) => ({ [OWNER]: { total } });
    const s = new AnswerStore(
      {
        '/chart/1?from=2026-11-15&to=2026-11-21': chart(7),
        '/chart/1?from=2026-10-23&to=2026-11-21': chart(30),
        '/chart/1?from=2026-08-24&to=2026-11-21': chart(90),
      },
      {},
    );
    expect(s.read('/chart/1?from=2027-03-04&to=2027-03-10', OWNER)).toEqual({ total: 7 });
    expect(s.read('/chart/1?from=2026-12-10&to=2027-03-09', OWNER)).toEqual({ total: 90 });
    expect(s.read('/chart/1?from=2027-03-01&to=2027-03-21', OWNER)).toEqual({ total: 30 });
  });
});
