import { execFile } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness.ts';

// Async on purpose: the server answering the consumer runs in this process, so blocking would deadlock.
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
const sdk = path.join(root, 'sdk');
const bin = (pkg: string, file: string) => path.join(root, 'node_modules', pkg, file);
// What a third party writes after `npm install @privacy-portal/sdk`: plain Node, no TypeScript, no bundler.
const CONSUMER = `
import { createApiClient, memoryTokenStore, canOpenLink, QUICKSTART_DEFAULT_SECTIONS } from '@privacy-portal/sdk';
import { quickStartMachine, loginMachine } from '@privacy-portal/sdk/machines';
import { LoginContext } from '@privacy-portal/sdk/react';
import { localeDirection } from '@privacy-portal/sdk/i18n';
import { LoginRequest } from '@privacy-portal/sdk/form-rules';
import { formatDuration, tierAllows } from '@privacy-portal/sdk/cookie-consent';
import { renderTemplate } from '@privacy-portal/sdk/dsar';
import { addBusinessDays, addMonthsClamped, jurisdictionFor } from '@privacy-portal/sdk/dsar-deadlines';

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
  i18n: localeDirection('ar'),
  rules: LoginRequest.email.maxLength,
  cookieConsent: [formatDuration(86400), tierAllows('basic', 'google_consent_mode')],
  dsar: [
    renderTemplate('Ref {{request_id}}', { request_id: 'DSAR-000001' }),
    jurisdictionFor('US', 'CA').code,
    addMonthsClamped('2027-01-31', 1),
    // 24 December 2026 (Thu) + 2 business days in Germany: past Christmas Day and Boxing Day (date-holidays).
    addBusinessDays('2026-12-24', 2, 'DE'),
  ],
}));
`;

// What a TypeScript consumer writes: the client, rules and a machine, typed from the package.
const TYPED_CONSUMER = `
import { createApiClient, type Schemas } from '@privacy-portal/sdk';
import { loginMachine } from '@privacy-portal/sdk/machines';
import { type TierFeature, tierAllows } from '@privacy-portal/sdk/cookie-consent';

const api = createApiClient({ baseUrl: 'http://localhost/api/v1' });
export async function names(): Promise<string[]> {
  const { data } = await api.GET('/organizations');
  return (data?.response ?? []).map((o: Schemas['Organization']) => o.orgname);
}
// @ts-expect-error the contract has no such path
export const wrong = () => api.GET('/no-such-path');
export const id: string = loginMachine.id;
// The Cookie Consent rules are typed too: a feature the tiers do not know is an error.
export const consentMode: boolean = tierAllows('professional', 'google_consent_mode' satisfies TierFeature);
// @ts-expect-error not a tier feature
export const unknownFeature = tierAllows('basic', 'no_such_feature');
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
  // The build is the package's, not the workspace's: a dist/ left behind would hide a consumer that
  // forgot the source condition.
  rmSync(path.join(sdk, 'dist'), { recursive: true, force: true });
});

describe('the packed sdk', () => {
  it('installs from its tarball in an empty folder and works from plain Node against the server', async () => {
    // A plain `npm pack`, as `npm publish` does it: prepack builds dist/, and the package.json goes
    // out as it is in the repository (no rewriting).
    await run('npm', ['pack', '--pack-destination', dir], { cwd: sdk, encoding: 'utf8' });
    const tarballs = readdirSync(dir).filter((f) => f.endsWith('.tgz'));
    expect(tarballs).toEqual([expect.stringMatching(/^privacy-portal-sdk-\d+\.\d+\.\d+\.tgz$/)]);
    const tarball = path.join(dir, tarballs[0] as string);
    // publint: the manifest's exports and files against what is packed; attw: the types each entry
    // point resolves to for ESM consumers under node16 and bundler resolution. Both fail the test.
    await run(process.execPath, [bin('publint', 'src/cli.js'), '--strict', sdk], { encoding: 'utf8' });
    const attw = bin('@arethetypeswrong/cli', 'dist/index.js');
    await run(process.execPath, [attw, tarball, '--profile', 'esm-only'], { encoding: 'utf8' });
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
    // The types a TypeScript consumer gets from dist/ (node16 resolution, as Node resolves the
    // exports): a path the contract does not have must be an error, so the client is not `any`.
    writeFileSync(path.join(dir, 'typed.ts'), TYPED_CONSUMER);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'node16',
          moduleResolution: 'node16',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['typed.ts'],
      }),
    );
    await run(process.execPath, [path.join(root, 'scripts', 'tsc-native.mjs'), '-p', dir], {
      cwd: dir,
      encoding: 'utf8',
    });
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
      i18n: 'rtl',
      rules: 254,
      cookieConsent: ['1 day', false],
      dsar: ['Ref DSAR-000001', 'CCPA', '2027-02-28', '2026-12-29'],
    });
    const installed = JSON.parse(
      readFileSync(path.join(dir, 'node_modules', '@privacy-portal', 'sdk', 'package.json'), 'utf8'),
    ) as { exports: Record<string, Record<string, string>>; peerDependenciesMeta: Record<string, object> };
    expect(Object.keys(installed.exports)).toEqual([
      '.',
      './machines',
      './react',
      './form-rules',
      './i18n',
      './cookie-consent',
      './dsar',
      './dsar-deadlines',
      './package.json',
    ]);
    expect(installed.exports['./cookie-consent']).toMatchObject({
      types: './dist/rules/cookieConsent/index.d.ts',
      default: './dist/rules/cookieConsent/index.js',
    });
    expect(installed.exports['.']).toMatchObject({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(Object.keys(installed.peerDependenciesMeta)).toEqual(
      expect.arrayContaining(['react', '@xstate/react', '@tanstack/react-query', 'openapi-react-query']),
    );
  }, 180_000);
});
