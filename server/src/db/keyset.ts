/**
 * Keyset paging, the one way every list of the contract is paged (`limit`, `after`, `page`):
 * the rows are ordered by a unique key, the cursor carries the last row's key, and the next page is
 * `WHERE (key) > (cursor) ORDER BY key LIMIT limit + 1`. Never OFFSET: a deep page costs what the
 * first one does, and rows added or removed meanwhile neither repeat nor vanish.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Knex } from 'knex';
import { ApiError } from '../http/errors.ts';

export type PageInfo = Schemas['PageInfo'];

/** The contract's default page size (components/parameters.yaml#/PageLimit); its maximum is enforced there. */
export const DEFAULT_PAGE_SIZE = 50;

/** One column of the sort key: an SQL expression and the type its cursor value is cast to. */
export interface KeyPart {
  sql: string;
  type: 'text' | 'integer' | 'timestamptz' | 'date';
}

/** The sort key of a list; the last part must make it unique (an id). */
export interface Keyset {
  parts: KeyPart[];
  /** `desc`: newest first (every part descending). */
  direction?: 'asc' | 'desc';
}

export interface PageQuery {
  limit?: number | undefined;
  after?: string | undefined;
}

type KeyValue = string | number;

const badCursor = () =>
  new ApiError(400, 'validation_failed', 'query.after is not a cursor of this list', [
    { in: 'query', field: 'after', reason: 'is not a cursor of this list' },
  ]);

export function encodeCursor(values: KeyValue[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** The key values a cursor carries, checked against the list's key (400 naming query.after otherwise). */
export function decodeCursor(cursor: string, keyset: Keyset): KeyValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(values) || values.length !== keyset.parts.length) throw badCursor();
  keyset.parts.forEach((part, i) => {
    const v = values[i];
    const fits =
      part.type === 'integer'
        ? Number.isSafeInteger(v)
        : part.type === 'timestamptz'
          ? typeof v === 'string' && !Number.isNaN(Date.parse(v))
          : part.type === 'date'
            ? typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)
            : typeof v === 'string';
    if (!fits) throw badCursor();
  });
  return values as KeyValue[];
}

const keyAlias = (i: number) => `__key${i}`;

/**
 * Runs one page of a query. The query must select its columns explicitly (e.g. `select('t.*')`):
 * the key's values are added to the selection (timestamps as text, so the cursor keeps microseconds)
 * and stripped from the rows returned.
 */
export async function keysetPage<Row extends object>(
  query: Knex.QueryBuilder,
  keyset: Keyset,
  page: PageQuery,
): Promise<{ rows: Row[]; page: PageInfo }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const desc = keyset.direction === 'desc';
  const { parts } = keyset;
  const client = query.client as Knex.Client;
  const raw = (sql: string, bindings: readonly KeyValue[] = []) => client.raw(sql, bindings);

  parts.forEach((p, i) => {
    // Timestamps and dates travel as text: the cursor keeps microseconds, and no time zone shifts a date.
    const asText = p.type === 'timestamptz' || p.type === 'date';
    query.select(raw(asText ? `(${p.sql})::text as ??` : `${p.sql} as ??`, [keyAlias(i)]));
  });
  if (page.after !== undefined) {
    const values = decodeCursor(page.after, keyset);
    const left = parts.map((p) => `(${p.sql})`).join(', ');
    const right = parts.map((p) => `?::${p.type}`).join(', ');
    query.whereRaw(`(${left}) ${desc ? '<' : '>'} (${right})`, values);
  }
  query.orderByRaw(parts.map((p) => `${p.sql} ${desc ? 'desc' : 'asc'}`).join(', ')).limit(limit + 1);

  let found: Array<Row & Record<string, unknown>>;
  try {
    found = await query;
  } catch (err) {
    // A doctored cursor can pass the checks above and still not be a value of its column (a 30th of
    // February, an id past int4): PostgreSQL's data exceptions (class 22) are the cursor's fault.
    const code = (err as { code?: unknown }).code;
    if (page.after !== undefined && typeof code === 'string' && code.startsWith('22')) throw badCursor();
    throw err;
  }
  const more = found.length > limit;
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  const next = more && last ? encodeCursor(parts.map((_, i) => last[keyAlias(i)] as KeyValue)) : null;
  for (const row of rows) {
    parts.forEach((_, i) => {
      delete row[keyAlias(i)];
    });
  }
  return { rows, page: { next, limit } };
}
