import { readFileSync } from 'node:fs';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers, createHandlersByTag, createMockState, DEFAULT_BASE_URL } from '../src/index.ts';

interface Operation {
  method: string;
  path: string;
  tag: string;
  operationId: string;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const spec = JSON.parse(
  readFileSync(new URL('../../openapi/bundle/openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, { operationId: string; tags?: string[] }>>;
};

const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    method: m.toUpperCase(),
    path,
    tag: item[m]?.tags?.[0] ?? '(untagged)',
    operationId: item[m]?.operationId ?? '',
  })),
);

/** `GET /organizations/{id}` as the handler spells it: `GET /api/v1/organizations/:id`. */
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${DEFAULT_BASE_URL}${path.replace(/\{(\w+)\}/g, ':$1')}`;
const handlerKey = (h: HttpHandler) => `${String(h.info.method).toUpperCase()} ${String(h.info.path)}`;

describe('every operation of the contract has a handler', () => {
  const handlers = createHandlers(createMockState());
  const handled = handlers.map(handlerKey);

  it('reads the contract', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('has no operation without a handler', () => {
    const missing = operations.filter((o) => !handled.includes(keyOf(o.method, o.path)));
    expect(missing.map((o) => `${o.method} ${o.path} (${o.operationId})`)).toEqual([]);
  });

  it('has no handler outside the contract, and none twice', () => {
    const known = new Set(operations.map((o) => keyOf(o.method, o.path)));
    expect(handled.filter((k) => !known.has(k))).toEqual([]);
    expect(handled.length).toBe(new Set(handled).size);
    expect(handled.length).toBe(operations.length);
  });

  it("puts each operation in its tag's handler file", () => {
    const byTag = createHandlersByTag(createMockState());
    const misplaced: string[] = [];
    for (const o of operations) {
      const own = (byTag[o.tag as keyof typeof byTag] ?? []).map(handlerKey);
      if (!own.includes(keyOf(o.method, o.path))) misplaced.push(`${o.method} ${o.path} (${o.tag})`);
    }
    expect(misplaced).toEqual([]);
    expect(Object.keys(byTag).sort()).toEqual([...new Set(operations.map((o) => o.tag))].sort());
  });
});
