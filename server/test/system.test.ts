import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness.ts';

const bundled = JSON.parse(
  readFileSync(new URL('../../openapi/bundle/openapi.json', import.meta.url), 'utf8'),
) as {
  info: { title: string; version: string };
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

describe('health and the contract', () => {
  it('reports health with the database kind and the version', async () => {
    const res = await server.client().GET('/health');
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('serves the bundled contract at /api/openapi.json', async () => {
    const res = await get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const spec = (await res.json()) as typeof bundled & { paths: Record<string, unknown> };
    expect(spec.info.title).toBe(bundled.info.title);
    expect(spec.info.title).toBe('Privacy Portal API');
    expect(spec.paths['/login']).toBeDefined();
  });

  it('serves the API docs page and its swagger-ui assets without a CDN', async () => {
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    expect(html).toContain('href="/api/docs/assets/swagger-ui.css"');
    expect(html).not.toMatch(/https?:\/\//);

    const bundle = await get('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const css = await get('/api/docs/assets/swagger-ui.css');
    expect(css.status).toBe(200);
    const init = await get('/api/docs/init.js');
    expect(await init.text()).toContain("url: '/api/openapi.json'");
    // Only the swagger-ui files are served from the package directory.
    expect((await get('/api/docs/assets/package.json')).status).toBe(404);
  });
});

describe('HTTP behaviour', () => {
  it('sends the page security headers with pages and the API ones with API answers', async () => {
    for (const path of ['/api/docs', '/dev/mailbox']) {
      const res = await get(path);
      await res.arrayBuffer();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toMatch(/^(SAMEORIGIN|DENY)$/);
    }
    for (const path of ['/api/v1/health', '/api/v1/user', '/api/v1/no-such-operation']) {
      const res = await get(path);
      await res.arrayBuffer();
      // JSON is data, never a page: it may load nothing and be framed by no one.
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('echoes a sane X-Request-Id, in the header and in the error body', async () => {
    const id = 'req-test-0123456789';
    const res = await get('/api/v1/user', { 'x-request-id': id });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe(id);
    const body = (await res.json()) as { error: { code: string; request_id: string } };
    expect(body.error).toMatchObject({ code: 'token_invalid', request_id: id });
  });

  it('generates an X-Request-Id when none or an unsafe one is sent', async () => {
    for (const sent of [undefined, 'short', 'has spaces and <angle> brackets', 'x'.repeat(65)]) {
      const res = await get('/api/v1/user', sent === undefined ? {} : { 'x-request-id': sent });
      const header = res.headers.get('x-request-id') ?? '';
      expect(header, String(sent)).toMatch(UUID);
      const body = (await res.json()) as { error: { request_id: string } };
      expect(body.error.request_id).toBe(header);
    }
    const a = (await get('/api/v1/health')).headers.get('x-request-id');
    const b = (await get('/api/v1/health')).headers.get('x-request-id');
    expect(a).not.toBe(b);
  });

  it('marks /api responses no-store, errors included', async () => {
    const paths = [
      '/api/v1/health',
      '/api/v1/user',
      '/api/v1/no-such-operation',
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/assets/swagger-ui.css',
    ];
    for (const path of paths) {
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('answers unknown API paths with the error body', async () => {
    const res = await get('/api/v1/no-such-operation');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: 'not_found',
      message: 'No API operation at GET /api/v1/no-such-operation',
    });
    const wrongMethod = await fetch(`${server.url}/api/v1/logout`, { method: 'GET' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});

describe('dev mailbox page', () => {
  it('lists the subjects of the mails, newest first, with names and subjects escaped', async () => {
    const { api: owner } = await server.login('owner@demo.test');
    const company = await owner.PUT('/company', { body: { company_name: 'Smith & <Sons>' } });
    expect(company.response.status).toBe(200);
    const orgs = (await owner.GET('/organizations')).data?.response ?? [];
    await owner.POST('/invite/user', {
      body: {
        email: 'page.reader@acme.test',
        firstname: 'Page',
        lastname: 'Reader',
        role: 'Organization View only',
        organization_ids: [orgs[0]?.id as number],
      },
    });
    const password = 'Str0ng-Passw0rd';
    await server.client().POST('/register', {
      body: {
        firstname: '<b>Bold</b>',
        lastname: 'Tester',
        email: 'bold@acme.test',
        password,
        confirmpassword: password,
      },
    });

    const res = await get('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Dev mailbox · Privacy Portal</title>');
    expect(html).toContain(
      '<strong>Olivia Owner invited you to Smith &amp; &lt;Sons&gt; on Privacy Portal</strong>',
    );
    expect(html).toContain('<strong>Verify your email address for Privacy Portal</strong>');
    expect(html).toContain('Hello &lt;b&gt;Bold&lt;/b&gt;,');
    expect(html).not.toContain('<Sons>');
    expect(html).not.toContain('<b>Bold</b>');
    // Newest first: the sign-up came after the invitation.
    expect(html.indexOf('Verify your email address')).toBeLessThan(html.indexOf('invited you to'));
    // Links in the mails are clickable.
    expect(html).toMatch(/<a href="http:\/\/localhost:\d+\/verify-email\/[\w-]+">/);
  });
});
