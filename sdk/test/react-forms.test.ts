import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/client.ts';
import {
  CompanyUpdate as CompanyUpdateRules,
  InviteCompanyUserRequest as InviteCompanyUserRequestRules,
} from '../src/generated/form-rules.ts';
import { contractMaxLength, contractRules } from '../src/react/forms.ts';
import { ApiProblem, createQueryHooks } from '../src/react/queries.ts';

const check = (rules: ReturnType<typeof contractRules>, value: string) => {
  for (const run of Object.values(rules.validate)) {
    const result = run(value);
    if (result !== true) return result;
  }
  return true;
};

describe('contractRules', () => {
  it("derives required, lengths and the pattern's reason from the contract", () => {
    const name = contractRules(CompanyUpdateRules, 'company_name', 'Company name');
    expect(check(name, '  ')).toBe('Enter the company name.');
    expect(check(name, 'x'.repeat(101))).toBe('Company name must be at most 100 characters.');
    expect(check(name, ` ${'x'.repeat(100)} `)).toBe(true);
    const phone = contractRules(CompanyUpdateRules, 'phone', 'Phone');
    expect(check(phone, '')).toBe(true);
    expect(check(phone, 'call me')).toBe(
      'Phone may contain only digits, spaces and the characters + ( ) . / -.',
    );
    expect(contractMaxLength(CompanyUpdateRules, 'zip')).toBe(20);
  });

  it('checks an email format and takes the form’s own wording and extra checks', () => {
    const email = contractRules(InviteCompanyUserRequestRules, 'email', 'Email', {
      required: 'Enter the email address.',
      validate: { notMine: (value) => (value === 'me@example.com' ? 'That is you.' : undefined) },
    });
    expect(check(email, '')).toBe('Enter the email address.');
    expect(check(email, 'owner@')).toBe('Enter an email address like name@example.com.');
    expect(check(email, 'me@example.com')).toBe('That is you.');
    expect(check(email, 'jane@example.com')).toBe(true);
  });
});

describe('createQueryHooks', () => {
  it('throws an ApiProblem with the status and body of a refusal, and status 0 when unreachable', async () => {
    const refusing = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch: async () =>
        new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    });
    const { queryFn } = createQueryHooks(refusing).queryOptions('get', '/company');
    const context = { queryKey: ['get', '/company'], signal: new AbortController().signal } as never;
    const refused = await Promise.resolve(queryFn?.(context)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiProblem);
    expect(refused).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });

    const offline = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const down = createQueryHooks(offline).queryOptions('get', '/company');
    const failed = await Promise.resolve(down.queryFn?.(context)).catch((error: unknown) => error);
    expect(failed).toMatchObject({ status: 0 });
  });
});
