import { listOperations, responseProblems } from '@privacy-portal/openapi/contract';
import { describe, expect, it } from 'vitest';
import { FIXTURES, templatePattern } from '../src/fixtures.ts';

const gets = listOperations()
  .filter((o) => o.method === 'get')
  .map((o) => ({ template: o.path, pattern: templatePattern(o.path) }));

// Literal text first: `/workflow/name/{orgId}` over `/workflow/{orgId}/{workflowId}`.
const literal = (template: string) => template.replace(/\{\w+\}/g, '').length;
/** The operation a recorded url answers; the most specific template when several match. */
const operationOf = (url: string) =>
  gets.filter((o) => o.pattern.test(url)).sort((a, b) => literal(b.template) - literal(a.template))[0]
    ?.template;

/** A recorded write (`METHOD /template` → account → status and body) against the contract. */
const writeProblems = (key: string, byAccount: Record<string, unknown>) => {
  const [method = '', template = ''] = key.split(' ');
  return Object.entries(byAccount).flatMap(([as, answer]) => {
    const { status, body } = answer as { status: number; body: unknown };
    return status === 204
      ? []
      : responseProblems(template, method, status, body).map((p) => `${key} as ${as}: ${p}`);
  });
};

describe('the recorded fixtures conform to the contract', () => {
  for (const [module, answers] of Object.entries(FIXTURES)) {
    it(module, () => {
      const urls = Object.keys(answers);
      expect(urls.length).toBeGreaterThan(0);
      const problems = urls.flatMap((url) => {
        if (!url.startsWith('/')) return writeProblems(url, answers[url] ?? {});
        const template = operationOf(url);
        if (!template) return [`${url} is no operation of the contract`];
        return Object.entries(answers[url] ?? {}).flatMap(([as, body]) =>
          responseProblems(template, 'GET', 200, body).map((p) => `${url} as ${as}: ${p}`),
        );
      });
      expect(problems).toEqual([]);
    });
  }
});
