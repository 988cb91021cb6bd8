#!/usr/bin/env node
// npm run new:module -- <name> [--dry-run]
// Writes a product module's skeleton in every layer (ARCHITECTURE.md "Product modules") and
// registers it: contract, migration, server handlers/service/queries, sdk rules and registry
// entry, mock handlers, ui component, story, portal page. Then formats what it wrote and
// regenerates the contract bundle and the sdk types. Plain Node, no network.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as t from './new-module.templates.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The module's names in each spelling; `key` (camelCase) is the one used for folders and the registry. */
export function moduleNames(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`"${name}": use lower-case letters and digits, words joined by "-" (e.g. vendor-risk)`);
  }
  const words = name.split('-');
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  const key = words[0] + words.slice(1).map(cap).join('');
  const label = words.map(cap).join(' ');
  return {
    key,
    Pascal: words.map(cap).join(''),
    label,
    tag: label,
    path: name,
    table: `${words.join('_')}_items`,
  };
}

/** Insert `text` after the last line matching `pattern` (or before the first match with `before`). */
function insertAt(source, file, pattern, text, { before = false } = {}) {
  const lines = source.split('\n');
  const hits = lines.flatMap((line, i) => (pattern.test(line) ? [i] : []));
  if (hits.length === 0)
    throw new Error(`${file}: no line matches ${pattern}; register the module there by hand`);
  const at = before ? hits[0] : hits[hits.length - 1] + 1;
  lines.splice(at, 0, ...text.split('\n'));
  return lines.join('\n');
}

function nextMigrationNumber(source) {
  const numbers = [...source.matchAll(/'(\d{4})_\w+'/g)].map((m) => Number(m[1]));
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}

/** What the generator writes (new files) and changes (registrations), without touching the disk. */
export function planModule(name, root = ROOT) {
  const n = moduleNames(name);
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const migrationsFile = 'server/src/db/migrations.ts';
  const migrationId = `${nextMigrationNumber(read(migrationsFile))}_${n.key}`;
  const files = {
    [`openapi/paths/${n.key}.yaml`]: t.contract(n),
    [`server/src/db/migrations/${migrationId}.ts`]: t.migration(n),
    [`server/src/modules/${n.key}/${n.key}.handlers.ts`]: t.handlers(n),
    [`server/src/modules/${n.key}/${n.key}.service.ts`]: t.service(n),
    [`server/src/modules/${n.key}/${n.key}.queries.ts`]: t.queries(n),
    [`server/test/${n.key}.test.ts`]: t.serverTest(n),
    [`sdk/src/rules/${n.key}/${n.key}.rules.ts`]: t.rule(n),
    [`sdk/src/rules/modules/${n.key}.ts`]: t.registryEntry(n),
    [`sdk/test/${n.key}.test.ts`]: t.ruleTest(n),
    [`mocks/src/handlers/${n.key}.handlers.ts`]: t.mockHandlers(n),
    [`ui/src/${n.key}/${n.Pascal}ItemList/${n.Pascal}ItemList.tsx`]: t.uiComponent(n),
    [`ui/src/${n.key}/${n.Pascal}ItemList/${n.Pascal}ItemList.module.css`]: t.uiCss(n),
    [`ui/src/${n.key}/${n.Pascal}ItemList/${n.Pascal}ItemList.test.tsx`]: t.uiTest(n),
    [`ui/src/${n.key}/${n.Pascal}ItemList/index.ts`]: t.uiIndex(n),
    [`stories/src/${n.key}/${n.Pascal}ItemList.stories.tsx`]: t.story(n),
    [`portal/src/modules/${n.key}/${n.Pascal}Page.tsx`]: t.portalPage(n),
    [`portal/src/modules/${n.key}/index.ts`]: t.portalIndex(n),
    [`portal/test/${n.key}.test.ts`]: t.portalTest(n),
  };
  for (const file of Object.keys(files)) {
    if (existsSync(path.join(root, file))) throw new Error(`${file} exists: is "${name}" already a module?`);
  }

  const edit = (file, ...steps) => [file, steps.reduce((source, step) => step(source), read(file))];
  const edits = Object.fromEntries([
    edit(
      'openapi/openapi.yaml',
      (s) =>
        insertAt(s, 'openapi.yaml', /^security:/, `  - { name: ${n.tag}, description: '${n.label}.' }`, {
          before: true,
        }),
      (s) =>
        insertAt(
          s,
          'openapi.yaml',
          /^components:/,
          `  /${n.path}/items: { $ref: 'paths/${n.key}.yaml#/items' }`,
          { before: true },
        ),
    ),
    edit(
      migrationsFile,
      (s) =>
        insertAt(
          s,
          migrationsFile,
          /^import \* as \w+ from '\.\/migrations\//,
          `import * as ${n.key} from './migrations/${migrationId}.ts';`,
        ),
      (s) => insertAt(s, migrationsFile, /^ {2}'\d{4}_\w+': \w+,$/, `  '${migrationId}': ${n.key},`),
    ),
    edit(
      'server/src/app.ts',
      (s) =>
        insertAt(
          s,
          'app.ts',
          /^import .* from '\.\/modules\//,
          `import { ${n.key}Handlers } from './modules/${n.key}/${n.key}.handlers.ts';`,
        ),
      (s) => insertAt(s, 'app.ts', /^\s+\.\.\.\w+Handlers\(deps\),$/, `      ...${n.key}Handlers(deps),`),
    ),
    edit(
      'sdk/src/index.ts',
      (s) =>
        `${s.trimEnd()}\nexport { normalize${n.Pascal}ItemName } from './rules/${n.key}/${n.key}.rules.ts';\n`,
    ),
    edit(
      'sdk/src/rules/modules/registry.ts',
      (s) =>
        insertAt(
          s,
          'registry.ts',
          /^import .* from '\.\/\w+\.ts';$/,
          `import { ${n.key}Module } from './${n.key}.ts';`,
        ),
      (s) => insertAt(s, 'registry.ts', /^\] as const satisfies/, `  ${n.key}Module,`, { before: true }),
    ),
    edit(
      'mocks/src/handlers.ts',
      (s) =>
        insertAt(
          s,
          'mocks/src/handlers.ts',
          /^import .* from '\.\/handlers\/[\w-]+\.handlers\.ts';$/,
          `import { ${n.key}Handlers } from './handlers/${n.key}.handlers.ts';`,
        ),
      (s) => insertAt(s, 'mocks/src/handlers.ts', /^ {2}\w+Handlers,$/, `  ${n.key}Handlers,`),
    ),
    edit('portal/src/modules/pages.ts', (s) =>
      insertAt(
        s,
        'pages.ts',
        /^\};$/,
        `  ${n.key}: page(() => import('./${n.key}/index.ts').then((m) => m.${n.Pascal}Page)),`,
        { before: true },
      ),
    ),
  ]);
  return { names: n, files, edits };
}

function main(argv) {
  const dryRun = argv.includes('--dry-run');
  const name = argv.find((a) => !a.startsWith('--'));
  if (!name) {
    console.error('usage: npm run new:module -- <name> [--dry-run]   (e.g. vendor-risk)');
    process.exit(2);
  }
  const plan = planModule(name);
  const written = [...Object.keys(plan.files), ...Object.keys(plan.edits)];
  if (dryRun) {
    for (const file of Object.keys(plan.files)) console.log(`create ${file}`);
    for (const file of Object.keys(plan.edits)) console.log(`change ${file}`);
    return;
  }
  for (const [file, text] of Object.entries({ ...plan.files, ...plan.edits })) {
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), text);
    console.log(`wrote ${file}`);
  }
  const biome = path.join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  const code = written.filter((f) => !f.endsWith('.yaml'));
  execFileSync(process.execPath, [biome, 'check', '--write', ...code], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('npm', ['run', 'generate'], { cwd: ROOT, stdio: 'inherit' });
  console.log(`\n${plan.names.label} is in every layer: open /${plan.names.path}/items in the portal.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
