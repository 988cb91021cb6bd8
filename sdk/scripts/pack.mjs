// Builds the sdk (JS + type declarations in dist/) and packs a publishable tarball whose exports point
// at dist/. The workspace itself keeps importing the TypeScript sources.
// Usage: node sdk/scripts/pack.mjs [destination-dir]   → prints the tarball's path
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dest = path.resolve(process.argv[2] ?? path.join(sdk, '.pack'));
const stage = path.join(sdk, '.pack', 'stage');
const tsc = path.resolve(sdk, '..', 'node_modules', 'typescript', 'bin', 'tsc');

rmSync(path.join(sdk, 'dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', path.join(sdk, 'tsconfig.build.json')], { stdio: 'inherit' });

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
cpSync(path.join(sdk, 'dist'), path.join(stage, 'dist'), { recursive: true });
cpSync(path.join(sdk, 'README.md'), path.join(stage, 'README.md'));

const source = JSON.parse(readFileSync(path.join(sdk, 'package.json'), 'utf8'));
const entry = (name) => ({ types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` });
const published = {
  name: source.name,
  version: source.version,
  description: source.description,
  license: 'UNLICENSED',
  type: 'module',
  exports: {
    '.': entry('index'),
    './machines': entry('machines/index'),
    './react': entry('react/index'),
  },
  files: ['dist', 'README.md'],
  dependencies: source.dependencies,
  peerDependencies: source.peerDependencies,
  peerDependenciesMeta: source.peerDependenciesMeta,
  engines: { node: '>=20' },
};
writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);

mkdirSync(dest, { recursive: true });
const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dest], {
  cwd: stage,
  encoding: 'utf8',
});
console.log(path.join(dest, out.trim().split('\n').pop()));
