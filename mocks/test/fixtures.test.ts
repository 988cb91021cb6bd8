import { listOperations, responseProblems } from '@privacy-portal/openapi/contract';
import { describe, expect, it } from 'vitest';
import { FIXTURES, templatePattern } from '../src/fixtures.ts';

const gets = listOperations()
  .filter((o) => o.method === 'get')
  .map((o) => ({ template: o.path, pattern: templatePattern(o.path) }));

/** The operation a recorded url answers; the most specific template when several match. */
const operationOf = (url: string) =>
  gets.filter((o) => o.pattern.test(url)).sort((a, b) => b.template.length - a.template.length)[0]?.template;

describe('the recorded fixtures conform to the contract', () => {
  for (const [module, answers] of Object.entries(FIXTURES)) {
    it(module, () => {
      const urls = Object.keys(answers);
      expect(urls.length).toBeGreaterThan(0);
      const problems = urls.flatMap((url) => {
        // A recorded write (`METHOD /template`): its answer conforms to that operation's.
        const [method, writeTemplate] = url.split(' ');
        if (writeTemplate)
          return Object.entries(answers[url] as Record<string, { status: number; body: unknown }>).flatMap(
            ([as, { status, body }]) =>
              status === 204
                ? []
                : responseProblems(writeTemplate, method as string, status, body).map(
                    (p) => `${url} as ${as}: ${p}`,
                  ),
          );
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
