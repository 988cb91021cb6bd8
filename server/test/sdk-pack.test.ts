import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness.ts';

// Async on purpose: the server answering the consumer runs in this process, so blocking would deadlock.
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
// What a third party writes after `npm install @privacy-portal/sdk`: plain Node, no TypeScript, no bundler.
const CONSUMER = `
import { createApiClient, memoryTokenStore, canOpenLink, QUICKSTART_DEFAULT_SECTIONS } from '@privacy-portal/sdk';
import { quickStartMachine, loginMachine } from '@privacy-portal/sdk/machines';
import { LoginContext } from '@privacy-portal/sdk/react';

const tokens = memoryTokenStore();
const api = createApiClient({ baseUrl: process.env.BASE_URL, tokens });
const { data } = await api.POST('/login', { body: { email: 'owner@demo.test', password: 'Demo-Password-1' } });
tokens.set(data.response.token);
const orgs = await api.GET('/organizations');
console.log(JSON.stringify({
  organizations: orgs.data.response.map((o) => o.orgname),
  rule: canOpenLink(QUICKSTART_DEFAULT_SECTIONS, 2),
  machines: [quickStartMachine.id, loginMachine.id],
  react: typeof LoginContext.Provider,
}));
`;

let server: TestServer;
let dir = '';
beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(path.join(tmpdir(), 'pp-sdk-consumer-'));
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the packed sdk', () => {
  it('installs from its tarball in an empty folder and works from plain Node against the server', async () => {
    const packed = await run(process.execPath, [path.join(root, 'sdk', 'scripts', 'pack.mjs'), dir], {
      encoding: 'utf8',
    });
    const tarball = packed.stdout.trim().split('\n').pop() as string;
    expect(tarball).toMatch(/privacy-portal-sdk-\d+\.\d+\.\d+\.tgz$/);
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    // Installed as npm would lay it out, without a registry or its cache (a fresh CI machine has
    // neither): the tarball unpacked, and beside it exactly the packages the sdk declares as
    // dependencies and peers, linked from this workspace. An import the sdk does not declare fails.
    const target = path.join(dir, 'node_modules', '@privacy-portal', 'sdk');
    mkdirSync(target, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
    const manifest = JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      const link = path.join(dir, 'node_modules', name);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(path.join(root, 'node_modules', name), link, 'dir');
    }
    writeFileSync(path.join(dir, 'consumer.mjs'), CONSUMER);
    const { stdout } = await run(process.execPath, ['consumer.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, BASE_URL: `${server.url}/api/v1` },
    });
    expect(JSON.parse(stdout)).toEqual({
      organizations: ['Demo Health', 'Demo Retail'],
      rule: false,
      machines: ['quickStart', 'login'],
      react: 'function',
    });
    const installed = JSON.parse(
      readFileSync(path.join(dir, 'node_modules', '@privacy-portal', 'sdk', 'package.json'), 'utf8'),
    ) as { exports: Record<string, { types: string }> };
    expect(Object.keys(installed.exports)).toEqual(['.', './machines', './react']);
    expect(installed.exports['.']?.types).toBe('./dist/index.d.ts');
  }, 180_000);
});
