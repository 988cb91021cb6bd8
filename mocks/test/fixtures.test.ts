import { listOperations, responseProblems } from '@privacy-portal/openapi/contract';
import { describe, expect, it } from 'vitest';
import { FIXTURES, templatePattern } from '../src/fixtures.ts';

const gets = listOperations()
  .filter((o) => o.method === 'get')
  .map((o) => ({ template: o.path, pattern: templatePattern(o.path) }));
const operations = new Set(listOperations().map((o) => `${o.method.toUpperCase()} ${o.path}`));

// Literal text first: `/workflow/name/{orgId}` over `/workflow/{orgId}/{workflowId}`.
const literal = (template: string) => template.replace(/\{\w+\}/g, '').length;
/** The operation a recorded url answers; the most specific template when several match. */
const operationOf = (url: string) =>
  gets.filter((o) => o.pattern.test(url)).sort((a, b) => literal(b.template) - literal(a.template))[0]
    ?.template;

/** The problems of one recorded read (`/path?query`) or write (`METHOD /template`). */
function problemsOf(key: string, byAccount: Record<string, unknown>): string[] {
  if (!key.startsWith('/')) {
    if (!operations.has(key)) return [`${key} is no operation of the contract`];
    const [method = '', template = ''] = key.split(' ');
    return Object.entries(byAccount).flatMap(([as, answer]) => {
      const { status, body } = answer as { status: number; body: unknown };
      return responseProblems(template, method, status, body ?? undefined).map(
        (p) => `${key} as ${as}: ${p}`,
      );
    });
  }
  const template = operationOf(key);
  if (!template) return [`${key} is no operation of the contract`];
  return Object.entries(byAccount).flatMap(([as, body]) =>
    responseProblems(template, 'GET', 200, body).map((p) => `${key} as ${as}: ${p}`),
  );
}

describe('the recorded fixtures conform to the contract', () => {
  for (const [module, answers] of Object.entries(FIXTURES)) {
    it(module, () => {
      const keys = Object.keys(answers);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.flatMap((key) => problemsOf(key, answers[key] ?? {}))).toEqual([]);
    });
  }
});
