import { listOperations } from '@privacy-portal/openapi/contract';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers, DEFAULT_BASE_URL } from '../src/index.ts';

/** `GET /organizations/{id}` as the handler spells it: `GET /api/v1/organizations/:id`. */
const keyOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${DEFAULT_BASE_URL}${path.replace(/\{(\w+)\}/g, ':$1')}`;
const handlerKey = (h: HttpHandler) => `${String(h.info.method).toUpperCase()} ${String(h.info.path)}`;

describe('every operation of the contract has one handler', () => {
  const operations = listOperations().map((o) => keyOf(o.method, o.path));
  const handled = createHandlers().map(handlerKey);

  it('reads the contract', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('has no operation without a handler, none outside the contract and none twice', () => {
    expect(operations.filter((o) => !handled.includes(o))).toEqual([]);
    expect(handled.filter((h) => !operations.includes(h))).toEqual([]);
    expect(handled.length).toBe(new Set(handled).size);
  });
});
