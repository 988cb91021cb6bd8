#!/usr/bin/env node
// npm run new:module -- <name> [--area <area>] [--dry-run]
// Writes a product module's skeleton in every layer (ARCHITECTURE.md "Product modules") and
// registers it: contract, migration, server handlers/service/queries, sdk rules and registry
// entry, mock handlers, ui component, story, portal page. Then formats what it wrote and
// regenerates the contract bundle and the sdk types. Plain Node, no network.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as t from './new-module.templates.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const WORDS = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const cap = (w) => w[0].toUpperCase() + w.slice(1);
const camel = (words) => words[0] + words.slice(1).map(cap).join('');

/**
 * The module's names in each spelling, as cookieConsent and dsar spell theirs: `key` (camelCase) for
 * folders, the registry and code; `path` (kebab-case) for routes and the contract file
 * (openapi/paths/cookie-consent.yaml). The area (`--area`, default items) names its sub-folder
 * (camelCase), its route segment (kebab-case) and, singular (a trailing "s" dropped), its entity.
 */
export function moduleNames(name, area = 'items') {
  if (!WORDS.test(name)) {
    throw new Error(`"${name}": use lower-case letters and digits, words joined by "-" (e.g. vendor-risk)`);
  }
  if (!WORDS.test(area)) {
    throw new Error(`--area "${area}": use lower-case letters and digits, words joined by "-" (e.g. risks)`);
  }
  const words = name.split('-');
  const areaWords = area.split('-');
  const label = words.map(cap).join(' ');
  const last = areaWords[areaWords.length - 1];
  const oneWords = [
    ...areaWords.slice(0, -1),
    last.length > 1 && last.endsWith('s') ? last.slice(0, -1) : last,
  ];
  const areaKey = camel(areaWords);
  return {
    key: camel(words),
    Pascal: words.map(cap).join(''),
    label,
    tag: label,
    path: name,
    table: `${words.join('_')}_${areaWords.join('_')}`,
    area: areaKey,
    Area: areaWords.map(cap).join(''),
    areaPath: area,
    areaLabel: areaWords.join(' '),
    AreaLabel: cap(areaWords.join(' ')),
    One: oneWords.map(cap).join(''),
    one: oneWords.join(' '),
    a: /^[aeiou]/.test(oneWords[0]) ? 'an' : 'a',
    A: /^[aeiou]/.test(oneWords[0]) ? 'An' : 'A',
    AREA_KEY: areaWords.join('_').toUpperCase(),
    WRITES: `${words.join('_').toUpperCase()}_WRITES`,
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
export function planModule(name, { area = 'items', root = ROOT } = {}) {
  const n = moduleNames(name, area);
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const migrationsFile = 'server/src/db/migrations.ts';
  const migrationId = `${nextMigrationNumber(read(migrationsFile))}_${n.key}`;
  const mod = `server/src/modules/${n.key}`;
  const portal = `portal/src/modules/${n.key}`;
  const ui = `ui/src/${n.key}/${n.Pascal}${n.One}List`;
  const files = {
    [`openapi/paths/${n.path}.yaml`]: t.contract(n),
    [`server/src/db/migrations/${migrationId}.ts`]: t.migration(n),
    [`${mod}/${n.key}.handlers.ts`]: t.moduleHandlers(n),
    [`${mod}/${n.area}/${n.area}.handlers.ts`]: t.handlers(n),
    [`${mod}/${n.area}/${n.area}.service.ts`]: t.service(n),
    [`${mod}/${n.area}/${n.area}.queries.ts`]: t.queries(n),
    [`server/test/${n.key}/${n.area}.test.ts`]: t.serverTest(n),
    [`sdk/src/rules/${n.key}/${n.key}.rules.ts`]: t.rule(n),
    [`sdk/src/rules/modules/${n.key}.ts`]: t.registryEntry(n),
    [`sdk/test/${n.path}.rules.test.ts`]: t.ruleTest(n),
    [`scripts/fixture-writes/${n.key}.ts`]: t.fixtureWrites(n),
    [`${ui}/${n.Pascal}${n.One}List.tsx`]: t.uiComponent(n),
    [`${ui}/${n.Pascal}${n.One}List.module.css`]: t.uiCss(n),
    [`${ui}/${n.Pascal}${n.One}List.test.tsx`]: t.uiTest(n),
    [`${ui}/index.ts`]: t.uiIndex(n),
    [`stories/src/${n.key}/${n.Pascal}${n.One}List/${n.Pascal}${n.One}List.stories.tsx`]: t.story(n),
    [`stories/src/${n.key}/${n.Pascal}Configuration/${n.Pascal}Configuration.stories.tsx`]:
      t.configurationStory(n),
    [`${portal}/${n.Pascal}Page.tsx`]: t.portalPage(n),
    [`${portal}/index.ts`]: t.portalIndex(n),
    [`${portal}/${n.area}/${n.Pascal}${n.Area}Page.tsx`]: t.portalAreaPage(n),
    [`${portal}/${n.area}/${n.area}.queries.ts`]: t.portalQueries(n),
    [`portal/test/${n.key}/routes.test.ts`]: t.portalTest(n),
    [`portal/test/${n.key}/${n.Pascal}${n.Area}Page.test.tsx`]: t.portalAreaTest(n),
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
          `  /${n.path}/${n.areaPath}: { $ref: 'paths/${n.path}.yaml#/${n.area}' }`,
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
    // The mocks replay the real API (mocks/src/replay): the module adds what the recorder asks and does.
    edit('scripts/record-fixtures.requests.ts', (s) =>
      insertAt(
        s.replace(/^(export type FixtureModule = .*);$/m, `$1 | '${n.key}';`),
        'record-fixtures.requests.ts',
        /^\];$/,
        `  ...each('${n.key}', '/${n.path}/${n.areaPath}?limit=100', [OWNER]),`,
        { before: true },
      ),
    ),
    edit(
      'scripts/record-fixtures.writes.ts',
      (s) =>
        insertAt(
          s,
          'record-fixtures.writes.ts',
          /^import \{ \w+_WRITES \} from '\.\/fixture-writes\//,
          `import { ${n.WRITES} } from './fixture-writes/${n.key}.ts';`,
        ),
      (s) => insertAt(s, 'record-fixtures.writes.ts', /^ {2}\.\.\.DSAR_WRITES,$/, `  ...${n.WRITES},`),
    ),
    edit(
      'mocks/src/fixtures.ts',
      (s) =>
        insertAt(
          s,
          'mocks/src/fixtures.ts',
          /^import \w+ from '\.\.\/fixtures\/\w+\.json'/,
          `import ${n.key} from '../fixtures/${n.key}.json' with { type: 'json' };`,
        ),
      (s) => s.replace(/^(export const FIXTURES\b[^{]*\{[^}]*?) \};$/m, `$1, ${n.key} };`),
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
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, area: { type: 'string', default: 'items' } },
  });
  const dryRun = values['dry-run'];
  const [name] = positionals;
  if (!name) {
    console.error(
      'usage: npm run new:module -- <name> [--area <area>] [--dry-run]   (e.g. vendor-risk --area risks)',
    );
    process.exit(2);
  }
  const plan = planModule(name, { area: values.area });
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
  // The mocks' answers for the new module, recorded from the real API (mocks/fixtures/<key>.json).
  execFileSync('npm', ['run', 'fixtures'], { cwd: ROOT, stdio: 'inherit' });
  console.log(
    `\n${plan.names.label} is in every layer: open /${plan.names.path}/${plan.names.areaPath} in the portal.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
