import { validationFailed } from '../errors.ts';

/** url → account (or `anonymous`) → the recorded 200 body. */
export type RecordedGets = Record<string, Record<string, unknown>>;
/** `METHOD /path/{template}` → account → the recorded answer of one representative write. */
export type RecordedWrites = Record<string, Record<string, { status: number; body: unknown }>>;

/** The account whose recording answers another account's read that was not recorded for it. */
export const FALLBACK_ACCOUNT = 'owner@demo.test';
/** The contract's page size when `limit` is absent (components/parameters.yaml#/PageLimit). */
const DEFAULT_PAGE_SIZE = 50;
const PAGING = new Set(['limit', 'after']);

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The field that names a row: `id`, or the contract's older `uid` (members) and `property_id`. */
const ROW_KEYS = ['id', 'uid', 'property_id'];
export const rowKey = (row: Json): string | undefined => ROW_KEYS.find((k) => k in row);
const idOf = (row: unknown): string | undefined => {
  const key = isObject(row) ? rowKey(row) : undefined;
  return key === undefined ? undefined : String((row as Json)[key]);
};

/** `path?b=2&a=1&limit=100` → `path?a=1&b=2`: the key of a read whatever its order and page. */
export function readKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  const kept = [...params].filter(([k]) => !PAGING.has(k)).sort(([a], [b]) => a.localeCompare(b));
  return kept.length ? `${path}?${new URLSearchParams(kept)}` : path;
}

const pathOf = (key: string) => key.split('?')[0] ?? '';
const paramsOf = (key: string) => new URLSearchParams(key.split('?')[1] ?? '');

const DAY_MS = 86_400_000;
/** The days a `from`/`to` period spans (the dashboards' reads), or undefined without one. */
export function periodDays(query: URLSearchParams): number | undefined {
  const from = Date.parse(query.get('from') ?? '');
  const to = Date.parse(query.get('to') ?? '');
  return Number.isNaN(from) || Number.isNaN(to) ? undefined : Math.round((to - from) / DAY_MS) + 1;
}

// A position in the recorded order, base64url like the server's cursors (opaque to callers).
const encodeCursor = (offset: number) => btoa(JSON.stringify([offset])).replace(/=+$/, '');
function decodeCursor(cursor: string): number {
  try {
    const [offset] = JSON.parse(atob(cursor)) as unknown[];
    if (Number.isSafeInteger(offset) && (offset as number) >= 0) return offset as number;
  } catch {}
  throw validationFailed([{ in: 'query', field: 'after', reason: 'is not a cursor of this list' }]);
}

/** One page of a recorded list (`{ response: [], page }`), in the recorded order. */
function pageOf(body: Json, query: URLSearchParams): Json {
  const rows = body.response as unknown[];
  const limit = Number(query.get('limit') ?? DEFAULT_PAGE_SIZE);
  const after = query.get('after');
  const start = after === null ? 0 : decodeCursor(after);
  const more = start + limit < rows.length;
  return {
    ...body,
    response: rows.slice(start, start + limit),
    page: { ...(body.page as Json), limit, next: more ? encodeCursor(start + limit) : null },
  };
}

const isPaged = (body: unknown): body is Json & { response: unknown[] } =>
  isObject(body) && Array.isArray(body.response) && isObject(body.page);

/**
 * The recorded answers of the real API as one in-memory store: reads answer what was recorded, and
 * the generic write effects below keep them in step with what a story or test changed. `reset()`
 * goes back to the recording.
 */
export class AnswerStore {
  private gets = new Map<string, Map<string, unknown>>();

  constructor(
    private readonly recordedGets: RecordedGets,
    private readonly recordedWrites: RecordedWrites,
  ) {
    this.reset();
  }

  reset(): void {
    this.gets = new Map();
    for (const [url, byAccount] of Object.entries(this.recordedGets)) {
      const key = readKey(url);
      const into = this.gets.get(key) ?? new Map<string, unknown>();
      for (const [as, body] of Object.entries(byAccount)) {
        // The longest recording of a list wins (`?limit=200` over `?limit=10`).
        const known = into.get(as);
        if (!isPaged(known) || !isPaged(body) || body.response.length > known.response.length)
          into.set(as, structuredClone(body));
      }
      this.gets.set(key, into);
    }
  }

  /**
   * The answer to `GET url` for `as`: the recording of this url (its query in any order, paged by
   * position), else of the same path with the most query parameters alike (a filter or period that
   * was not recorded answers the nearest recorded one), else undefined (404).
   */
  read(url: string, as: string): unknown {
    const key = readKey(url);
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const body = this.bodyOf(key, as) ?? this.bodyOf(this.nearest(key, as), as);
    if (body === undefined) return undefined;
    return structuredClone(isPaged(body) ? pageOf(body, query) : body);
  }

  /** Replaces the answer to `GET url` (for every account when `as` is omitted): a scenario's data. */
  set(url: string, body: unknown, as?: string): void {
    const key = readKey(url);
    const into = this.gets.get(key) ?? new Map<string, unknown>();
    const accounts = as ? [as] : into.size ? [...into.keys()] : [FALLBACK_ACCOUNT];
    for (const a of accounts) into.set(a, structuredClone(body));
    this.gets.set(key, into);
  }

  /** Changes the stored answers of every read whose path starts with `prefix` (all accounts). */
  edit(prefix: string, change: (body: Json, url: string) => void): void {
    for (const [key, byAccount] of this.gets) {
      if (!pathOf(key).startsWith(prefix)) continue;
      for (const body of byAccount.values()) if (isObject(body)) change(body, key);
    }
  }

  /** The recorded answer of a write (`METHOD /template`), or undefined when none was recorded. */
  written(operation: string, as: string): { status: number; body: unknown } | undefined {
    const byAccount = this.recordedWrites[operation];
    const answer = byAccount?.[as] ?? byAccount?.[FALLBACK_ACCOUNT] ?? Object.values(byAccount ?? {})[0];
    return answer && structuredClone(answer);
  }

  /** The stored row `id` of the reads under `path` (the resource itself first, then its lists). */
  row(path: string, id: number | string, as: string): Json | undefined {
    const own = this.bodyOf(path, as);
    if (isObject(own) && isObject(own.response) && idOf(own.response) === String(id))
      return structuredClone(own.response);
    for (const [key] of this.gets) {
      if (!path.startsWith(pathOf(key))) continue;
      const body = this.bodyOf(key, as);
      const hit =
        isObject(body) && Array.isArray(body.response)
          ? body.response.find((r) => idOf(r) === String(id))
          : undefined;
      if (isObject(hit)) return structuredClone(hit);
    }
    return undefined;
  }

  /**
   * The one generic write effect: `row` (with its id) written at `path` replaces the same row in the
   * resource's own read and in every list whose path `path` starts with, keeping each list's own
   * columns; a new row goes first in those lists; `removed` drops it from them. A changed row also
   * replaces a stored row of the same id and the same columns elsewhere (a write that names its row
   * in the body: `POST /billing/subscription/cancel` changes the subscriptions list).
   */
  apply(path: string, row: Json, how: 'upsert' | 'create' | 'remove'): void {
    const key = rowKey(row) ?? 'id';
    if (how === 'create') row[key] = this.freeId(path, row[key]);
    const id = String(row[key]);
    const columns = Object.keys(row).sort().join();
    const sameRow = (r: unknown) =>
      idOf(r) === id &&
      Object.keys(r as Json)
        .sort()
        .join() === columns;
    for (const [key, byAccount] of this.gets) {
      const listPath = pathOf(key);
      const under = path.startsWith(listPath);
      for (const body of byAccount.values()) {
        if (!isObject(body)) continue;
        if (!under) {
          if (how !== 'upsert') continue;
          const rows = Array.isArray(body.response) ? body.response : [body.response];
          for (const r of rows) if (sameRow(r)) Object.assign(r as Json, row);
          continue;
        }
        if (listPath === path && isObject(body.response) && idOf(body.response) === id) {
          if (how === 'remove') byAccount.clear();
          else Object.assign(body.response, row);
          continue;
        }
        if (!Array.isArray(body.response)) continue;
        const rows = body.response as unknown[];
        const at = rows.findIndex((r) => idOf(r) === id);
        if (how === 'remove') {
          if (at >= 0) rows.splice(at, 1);
        } else if (at >= 0) {
          const old = rows[at] as Json;
          for (const k of Object.keys(old)) if (k in row) old[k] = row[k];
        } else if (how === 'create' && isObject(rows[0])) {
          const columns = Object.keys(rows[0]);
          if (columns.every((k) => k in row))
            rows.unshift(Object.fromEntries(columns.map((k) => [k, row[k]])));
        } else if (how === 'create' && rows.length === 0 && listPath === path) {
          // An empty list at the create's own path: no columns to keep, the row as answered.
          rows.unshift({ ...row });
        }
      }
    }
  }

  /** Whether a row of this id and these columns is stored (an action on it, not a new one). */
  stores(row: Json): boolean {
    const id = idOf(row);
    const columns = Object.keys(row).sort().join();
    for (const byAccount of this.gets.values())
      for (const body of byAccount.values()) {
        if (!isObject(body)) continue;
        const rows = Array.isArray(body.response) ? body.response : [body.response];
        if (rows.some((r) => isObject(r) && idOf(r) === id && Object.keys(r).sort().join() === columns))
          return true;
      }
    return false;
  }

  /** `id`, or the next id after the largest of the lists under `path` when it is taken there. */
  private freeId(path: string, id: unknown): unknown {
    const ids: number[] = [];
    for (const [key, byAccount] of this.gets) {
      if (!path.startsWith(pathOf(key))) continue;
      for (const body of byAccount.values())
        if (isObject(body) && Array.isArray(body.response))
          for (const r of body.response)
            if (isObject(r) && !Number.isNaN(Number(idOf(r)))) ids.push(Number(idOf(r)));
    }
    return ids.includes(id as number) ? Math.max(...ids) + 1 : id;
  }

  private bodyOf(key: string | undefined, as: string): unknown {
    if (key === undefined) return undefined;
    const byAccount = this.gets.get(key);
    return byAccount?.get(as) ?? byAccount?.get(FALLBACK_ACCOUNT) ?? byAccount?.get('anonymous');
  }

  /**
   * The recorded read of the same path nearest to `key`: a period as long as the one asked first
   * (a dashboard's "last 30 days" is relative to today, never the recorded days; else the 30 days),
   * then the most query parameters alike.
   */
  private nearest(key: string, as: string): string | undefined {
    const path = pathOf(key);
    const wanted = paramsOf(key);
    const days = periodDays(wanted);
    let best: string | undefined;
    let bestScore = -1;
    for (const candidate of this.gets.keys()) {
      if (pathOf(candidate) !== path || this.bodyOf(candidate, as) === undefined) continue;
      const query = paramsOf(candidate);
      const span = periodDays(query);
      const period = days === undefined ? 0 : span === days ? 200 : span === 30 ? 100 : 0;
      const score = period + [...query].filter(([k, v]) => wanted.get(k) === v).length;
      if (score > bestScore) [best, bestScore] = [candidate, score];
    }
    return best;
  }
}
