import { validationFailed } from './errors.ts';

type KeyValue = string | number;
export type SortKey<T> = (row: T) => KeyValue[];

/** What a list operation reads of its query: `limit` and `after` (components/parameters.yaml). */
export interface PageQuery {
  get(name: 'limit' | 'after'): string | null;
}

/** The contract's keyset page: `{ response, page: { next, limit } }`. */
export interface KeysetPage<T> {
  response: T[];
  page: { next: string | null; limit: number };
}

/** The contract's page size when `limit` is absent (components/parameters.yaml#/PageLimit). */
const DEFAULT_PAGE_SIZE = 50;

// base64url of UTF-8 JSON, like the server's cursors; btoa/atob so that it runs in the browser too.
const encodeCursor = (key: KeyValue[]): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(key))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const notACursor = () =>
  validationFailed([{ in: 'query', field: 'after', reason: 'is not a cursor of this list' }]);

function decodeCursor(cursor: string): KeyValue[] {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const key: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    if (
      Array.isArray(key) &&
      key.length &&
      key.every((v) => typeof v === 'string' || Number.isSafeInteger(v))
    )
      return key as KeyValue[];
  } catch {}
  throw notACursor();
}

const compareKeys = (a: KeyValue[], b: KeyValue[]): number => {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return (a[i] as KeyValue) < (b[i] as KeyValue) ? -1 : 1;
  }
  return 0;
};

/**
 * One keyset page of `rows` ordered by `key` (a row's sort key ending in its id; `desc` for newest
 * first), as the server pages a list: the rows after the cursor, `next` null on the last page.
 */
export function keysetPage<T>(
  rows: readonly T[],
  query: PageQuery,
  key: SortKey<T>,
  desc = false,
): KeysetPage<T> {
  const limit = Number(query.get('limit') ?? DEFAULT_PAGE_SIZE);
  const after = query.get('after');
  const direction = desc ? -1 : 1;
  const ordered = [...rows].sort((a, b) => compareKeys(key(a), key(b)) * direction);
  let start = 0;
  if (after !== null) {
    const last = decodeCursor(after);
    if (ordered[0] && key(ordered[0]).length !== last.length) throw notACursor();
    start = ordered.findIndex((r) => compareKeys(key(r), last) * direction > 0);
    if (start < 0) start = ordered.length;
  }
  const response = ordered.slice(start, start + limit);
  const lastRow = response.at(-1);
  const more = start + limit < ordered.length;
  return { response, page: { next: more && lastRow ? encodeCursor(key(lastRow)) : null, limit } };
}

/**
 * The one in-memory table of the mocks: rows with a numeric id, made from a seed and back to it on
 * `reset()` (each story or test starts from the seed). Rows are plain objects that handlers change
 * in place or through `update`.
 */
export class Collection<T extends object> {
  private rows: T[] = [];
  private nextId = 1;

  constructor(
    private readonly idOf: (row: T) => number,
    private readonly seed: () => T[] = () => [],
  ) {
    this.reset();
  }

  reset(): void {
    this.rows = this.seed();
    this.nextId = Math.max(0, ...this.rows.map(this.idOf)) + 1;
  }

  /** Adds the row `make` builds with the next id. */
  create(make: (id: number) => T): T {
    const row = make(this.nextId++);
    this.rows.push(row);
    return row;
  }

  list(filter: (row: T) => boolean = () => true): T[] {
    return this.rows.filter(filter);
  }

  find(filter: (row: T) => boolean): T | undefined {
    return this.rows.find(filter);
  }

  get(id: number): T | undefined {
    return this.rows.find((r) => this.idOf(r) === id);
  }

  update(id: number, patch: Partial<T>): T | undefined {
    const row = this.get(id);
    return row && Object.assign(row, patch);
  }

  /** Removes the rows the filter (or id) names; returns how many. */
  remove(which: number | ((row: T) => boolean)): number {
    const drop = typeof which === 'number' ? (r: T) => this.idOf(r) === which : which;
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !drop(r));
    return before - this.rows.length;
  }

  /** A keyset page of the rows the filter keeps, ordered by `key` (default: by id). */
  page(
    query: PageQuery,
    options: { filter?: (row: T) => boolean; key?: SortKey<T>; desc?: boolean } = {},
  ): KeysetPage<T> {
    return keysetPage(this.list(options.filter), query, options.key ?? ((r) => [this.idOf(r)]), options.desc);
  }
}
