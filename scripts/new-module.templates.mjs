// The files `npm run new:module -- <name>` writes: one vertical slice with the same name in every
// layer (ARCHITECTURE.md "Product modules"). Each function returns a file's text for the names `n`.

export const contract = (
  n,
) => `# ${n.label}: its operations, tagged ${n.tag} (written by npm run new:module; edit freely).
${n.area}:
  get:
    operationId: list${n.Pascal}${n.Area}
    tags: [${n.tag}]
    summary: The company's ${n.label} ${n.areaLabel}, newest first, one keyset page at a time
    parameters:
      - $ref: '../components/parameters.yaml#/PageLimit'
      - $ref: '../components/parameters.yaml#/PageAfter'
    responses:
      '200':
        description: The company's ${n.areaLabel}
        content:
          application/json:
            schema: { $ref: '#/${n.Pascal}${n.One}ListEnvelope' }
      '400': { $ref: '../components/responses.yaml#/BadRequest' }
      '401': { $ref: '../components/responses.yaml#/Unauthorized' }
      '403': { $ref: '../components/responses.yaml#/Forbidden' }
      default: { $ref: '../components/responses.yaml#/Error' }
  post:
    operationId: create${n.Pascal}${n.One}
    tags: [${n.tag}]
    summary: Add ${n.a} ${n.one} to the company's ${n.label}
    requestBody:
      required: true
      content:
        application/json:
          schema: { $ref: '#/${n.Pascal}${n.One}Create' }
    responses:
      '201':
        description: The new ${n.one}
        content:
          application/json:
            schema: { $ref: '#/${n.Pascal}${n.One}Envelope' }
      '400': { $ref: '../components/responses.yaml#/BadRequest' }
      '401': { $ref: '../components/responses.yaml#/Unauthorized' }
      '403': { $ref: '../components/responses.yaml#/Forbidden' }
      default: { $ref: '../components/responses.yaml#/Error' }
${n.Pascal}${n.One}:
  type: object
  additionalProperties: false
  required: [id, name, created_at]
  properties:
    id: { type: integer }
    name: { type: string }
    created_at: { type: string, format: date-time }
${n.Pascal}${n.One}Create:
  type: object
  additionalProperties: false
  required: [name]
  properties:
    name: { type: string, minLength: 1, maxLength: 100 }
${n.Pascal}${n.One}Envelope:
  type: object
  additionalProperties: false
  required: [response]
  properties:
    response: { $ref: '#/${n.Pascal}${n.One}' }
${n.Pascal}${n.One}ListEnvelope:
  type: object
  additionalProperties: false
  required: [response, page]
  properties:
    response:
      type: array
      items: { $ref: '#/${n.Pascal}${n.One}' }
    page: { $ref: '../components/common.yaml#/PageInfo' }
`;

export const migration = (n) => `import type { Knex } from 'knex';

// ${n.label}: the company's ${n.areaLabel}.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('${n.table}', (t) => {
    t.increments('id');
    t.integer('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['company_id', 'created_at', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('${n.table}');
}
`;

export const queries = (n) => `import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../../db/keyset.ts';

type Item = Schemas['${n.Pascal}${n.One}'];

interface ItemRow {
  id: number;
  name: string;
  created_at: Date | string;
}

const present = (row: ItemRow): Item => ({
  id: row.id,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
});

/** Newest first; the id makes the key unique. */
const NEWEST_FIRST: Keyset = {
  parts: [
    { sql: 'created_at', type: 'timestamptz' },
    { sql: 'id', type: 'integer' },
  ],
  direction: 'desc',
};

export async function list${n.Pascal}${n.Area}(
  db: Db,
  companyId: number,
  paging: PageQuery,
): Promise<{ response: Item[]; page: PageInfo }> {
  const q = db('${n.table}').select('id', 'name', 'created_at').where({ company_id: companyId });
  const { rows, page } = await keysetPage<ItemRow>(q, NEWEST_FIRST, paging);
  return { response: rows.map(present), page };
}

export async function insert${n.Pascal}${n.One}(db: Db, companyId: number, name: string): Promise<Item> {
  const [row] = (await db('${n.table}')
    .insert({ company_id: companyId, name })
    .returning(['id', 'name', 'created_at'])) as ItemRow[];
  return present(row as ItemRow);
}
`;

export const service = (
  n,
) => `import { normalize${n.Pascal}${n.One}Name, type Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';
import type { PageQuery } from '../../../db/keyset.ts';
import { type Member, requireWrite } from '../../access/access.ts';
import { insert${n.Pascal}${n.One}, list${n.Pascal}${n.Area} } from './${n.area}.queries.ts';

export function ${n.key}${n.Area}(db: Db, m: Member, paging: PageQuery) {
  return list${n.Pascal}${n.Area}(db, m.companyId, paging);
}

/** A view-only member reads but never writes. */
export function add${n.Pascal}${n.One}(db: Db, m: Member, input: Schemas['${n.Pascal}${n.One}Create']) {
  requireWrite(m, 'add ${n.label} ${n.areaLabel}');
  return insert${n.Pascal}${n.One}(db, m.companyId, normalize${n.Pascal}${n.One}Name(input.name));
}
`;

export const handlers = (n) => `import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { type Auth, member } from '../../access/access.ts';
import { add${n.Pascal}${n.One}, ${n.key}${n.Area} } from './${n.area}.service.ts';

type ${n.Area}Ops = 'list${n.Pascal}${n.Area}' | 'create${n.Pascal}${n.One}';

/** ${n.label} ${n.areaLabel}: operationId -> handler; the logic is in ${n.area}.service.ts. */
export function ${n.area}Handlers(deps: Deps): Pick<Handlers<Auth>, ${n.Area}Ops> {
  return {
    list${n.Pascal}${n.Area}: async ({ auth, query }) => ({
      status: 200,
      body: await ${n.key}${n.Area}(deps.db, member(auth), query),
    }),
    create${n.Pascal}${n.One}: async ({ auth, body }) => ({
      status: 201,
      body: { response: await add${n.Pascal}${n.One}(deps.db, member(auth), body) },
    }),
  };
}
`;

export const serverTest = (n) => `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('${n.label} ${n.areaLabel}', () => {
  it('adds ${n.a} ${n.one} with its name tidied and lists the company’s ${n.areaLabel}', async () => {
    const { api } = await server.login('owner@demo.test');
    const created = await api.POST('/${n.path}/${n.areaPath}', { body: { name: '  First   item ' } });
    expect(created.response.status).toBe(201);
    expect(created.data?.response.name).toBe('First item');
    const list = await api.GET('/${n.path}/${n.areaPath}');
    expect(list.data?.response.map((item) => item.name)).toContain('First item');
  });

  it('lets a view-only member read but not add', async () => {
    const { api } = await server.login('viewer@demo.test');
    expect((await api.GET('/${n.path}/${n.areaPath}')).response.status).toBe(200);
    expect((await api.POST('/${n.path}/${n.areaPath}', { body: { name: 'x' } })).response.status).toBe(403);
  });

  it('refuses an empty name with the contract’s 400', async () => {
    const { api } = await server.login('owner@demo.test');
    expect((await api.POST('/${n.path}/${n.areaPath}', { body: { name: '' } })).response.status).toBe(400);
  });
});
`;

export const rule = (n) => `/** ${n.label} rules that both the server and the mocks apply. */

/** ${n.A} ${n.one}'s name as stored: trimmed, inner runs of whitespace made one space. */
export function normalize${n.Pascal}${n.One}Name(name: string): string {
  return name.trim().replace(/\\s+/g, ' ');
}
`;

export const ruleTest = (n) => `import { describe, expect, it } from 'vitest';
import { normalize${n.Pascal}${n.One}Name } from '../src/rules/${n.key}/${n.key}.rules.ts';

describe('${n.label} rules', () => {
  it('tidies ${n.a} ${n.one} name', () => {
    expect(normalize${n.Pascal}${n.One}Name('  a   b ')).toBe('a b');
    expect(normalize${n.Pascal}${n.One}Name('plain')).toBe('plain');
  });
});
`;

export const registryEntry = (n) => `import type { ModuleDefinition } from './module-definition.ts';

/** ${n.label}: no licence yet (setup guard only); add one, its scope and a pricing tab when it has plans. */
export const ${n.key}Module: ModuleDefinition<'${n.key}'> = {
  key: '${n.key}',
  label: '${n.label}',
  scope: 'organization',
  prefixes: ['/${n.path}'],
  // portal-spec §5 Link access names the segments of product links; add one only when the spec does.
  linkSegments: [],
  pricingTab: false,
  tile: { description: 'Describe what ${n.label} does for a privacy team in one sentence.' },
  routes: [{ path: '/${n.path}/${n.areaPath}', title: '${n.label} ${n.AreaLabel}', menu: { label: '${n.AreaLabel}', icon: 'list' } }],
};
`;

export const moduleHandlers = (n) => `import type { Deps } from '../../deps.ts';
import { ${n.area}Handlers } from './${n.area}/${n.area}.handlers.ts';

/** Every ${n.label} operation, one file per area. */
export function ${n.key}Handlers(deps: Deps) {
  return {
    ...${n.area}Handlers(deps),
  };
}
`;

export const fixtureWrites = (n) => `import type { FixtureWrite } from '../record-fixtures.writes.ts';
import { writesOf } from './write.ts';

const write = writesOf('${n.key}');

/** The ${n.label} writes the recorder makes, in order (see record-fixtures.writes.ts). */
export const ${n.WRITES}: FixtureWrite[] = [
  write('post', '/${n.path}/${n.areaPath}', '/${n.path}/${n.areaPath}', { name: 'First ${n.one}' }),
];
`;

export const uiComponent = (n) => `import styles from './${n.Pascal}${n.One}List.module.css';

export interface ${n.Pascal}${n.One}ListEntry {
  id: number;
  name: string;
}

export interface ${n.Pascal}${n.One}ListProps {
  /** Accessible name of the list. */
  label: string;
  items: readonly ${n.Pascal}${n.One}ListEntry[];
  /** Shown when there are no items. */
  emptyText?: string;
}

/** The ${n.label} ${n.areaLabel}, by name; a sentence when there are none. */
export function ${n.Pascal}${n.One}List({ label, items, emptyText = 'Nothing here yet.' }: ${n.Pascal}${n.One}ListProps) {
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
`;

export const uiCss = () => `.list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--pp-space-2, 8px);
}

.item {
  padding: var(--pp-space-2, 8px) var(--pp-space-3, 12px);
  border: 1px solid var(--pp-color-border, #d0d5dd);
  border-radius: var(--pp-radius-md, 6px);
}

.empty {
  color: var(--pp-color-text-muted, #555);
}
`;

export const uiIndex = (
  n,
) => `export type { ${n.Pascal}${n.One}ListEntry, ${n.Pascal}${n.One}ListProps } from './${n.Pascal}${n.One}List.tsx';
export { ${n.Pascal}${n.One}List } from './${n.Pascal}${n.One}List.tsx';
`;

export const uiTest = (n) => `import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ${n.Pascal}${n.One}List } from './${n.Pascal}${n.One}List.tsx';

describe('${n.Pascal}${n.One}List', () => {
  it('lists the items by name', async () => {
    await render(<${n.Pascal}${n.One}List label="Items" items={[{ id: 1, name: 'First' }, { id: 2, name: 'Second' }]} />);
    const list = page.getByRole('list', { name: 'Items' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements().map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('says so when there is nothing', async () => {
    await render(<${n.Pascal}${n.One}List label="Items" items={[]} emptyText="No items yet." />);
    await expect.element(page.getByText('No items yet.')).toBeVisible();
  });
});
`;

export const story = (
  n,
) => `import { ${n.Pascal}${n.One}List } from '@privacy-portal/ui/${n.key}/${n.Pascal}${n.One}List';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: '${n.label}/${n.Pascal}${n.One}List',
  component: ${n.Pascal}${n.One}List,
  args: { label: '${n.label} ${n.areaLabel}', items: [{ id: 1, name: 'First' }, { id: 2, name: 'Second' }] },
} satisfies Meta<typeof ${n.Pascal}${n.One}List>;
export default meta;
type Story = StoryObj<typeof meta>;

export const With${n.Area}: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const Empty: Story = { args: { items: [] } };
`;

export const configurationStory = (
  n,
) => `import { type ExportJob, ExportJobPanel } from '@privacy-portal/ui/module/ExportJobPanel';
import { type PublishedVersion, PublishHistory } from '@privacy-portal/ui/module/PublishHistory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

// The generated server has no publish or export endpoints: until ${n.label} has its own, its
// configuration area (the shared PublishHistory and ExportJobPanel) is shown here on fixture data.
const VERSIONS: PublishedVersion[] = [
  { id: 2, version: 2, active: true, note: 'Renamed two ${n.areaLabel}', published_at: '2026-04-02T09:30:00.000Z', published_by: 'owner@demo.test' },
  { id: 1, version: 1, active: false, note: null, published_at: '2026-04-01T09:30:00.000Z', published_by: 'owner@demo.test' },
];
const DONE: ExportJob = { status: 'succeeded', done: 2, total: 2, file_name: '${n.path}-${n.areaPath}.csv' };

interface ConfigurationProps {
  job: ExportJob | null;
  onStart: () => void;
  onActivate: (version: PublishedVersion) => Promise<unknown>;
  onDelete: (version: PublishedVersion) => Promise<unknown>;
}

function ${n.Pascal}Configuration({ job, onStart, onActivate, onDelete }: ConfigurationProps) {
  return (
    <section aria-label="${n.label} configuration">
      <PublishHistory
        versions={VERSIONS}
        texts={{
          activeLabel: 'Active',
          emptyMessage: 'Nothing published yet.',
          activateMessage: (version) => \`Version \${version} becomes the one in use.\`,
          deleteMessage: 'The version is removed from the history.',
        }}
        onActivate={onActivate}
        onDelete={onDelete}
      />
      <ExportJobPanel
        job={job}
        scope="Exports every ${n.one} of the company."
        noun={['${n.one}', '${n.areaLabel}']}
        onStart={onStart}
        downloadUrl={job?.status === 'succeeded' ? '#' : null}
      />
    </section>
  );
}

const meta = {
  title: '${n.label}/${n.Pascal}Configuration',
  component: ${n.Pascal}Configuration,
  args: { job: null, onStart: fn(), onActivate: fn(async () => undefined), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof ${n.Pascal}Configuration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Version 2/ })).toHaveTextContent('Active');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};
export const ExportReady: Story = {
  args: { job: DONE },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Export as CSV' }));
    await expect(panel.getByRole('status')).toHaveTextContent('Export ready: 2 ${n.areaLabel}.');
  },
};
`;

export const portalQueries = (n) => `import { allPages, pageQuery, type Schemas } from '@privacy-portal/sdk';
import { queryKey } from '@privacy-portal/sdk/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dataOrThrow } from '../../../lib/queryClient.ts';

export type ${n.One} = Schemas['${n.Pascal}${n.One}'];

export const ${n.AREA_KEY} = queryKey('get', '/${n.path}/${n.areaPath}');

/** GET /${n.path}/${n.areaPath}: the company's ${n.areaLabel}, newest first (every page). */
export function use${n.Pascal}${n.Area}() {
  return useQuery({
    queryKey: ${n.AREA_KEY},
    queryFn: async ({ signal }) =>
      (
        await dataOrThrow(
          allPages((after) => api.GET('/${n.path}/${n.areaPath}', { params: { query: pageQuery(after) }, signal })),
        )
      ).response,
  });
}
`;

export const portalAreaPage = (n) => `import { Alert } from '@privacy-portal/ui/Alert';
import { Loader } from '@privacy-portal/ui/Loader';
import { ${n.Pascal}${n.One}List } from '@privacy-portal/ui/${n.key}/${n.Pascal}${n.One}List';
import { use${n.Pascal}${n.Area} } from './${n.area}.queries.ts';

/** ${n.label}'s ${n.areaLabel}: the company's, newest first, from GET /${n.path}/${n.areaPath}. */
export function ${n.Pascal}${n.Area}Page() {
  const rows = use${n.Pascal}${n.Area}();
  return (
    <div>
      <h1>${n.label} ${n.areaLabel}</h1>
      {rows.isPending ? (
        <Loader block label="Loading ${n.areaLabel}" />
      ) : rows.isError ? (
        <Alert tone="error">The ${n.areaLabel} could not be loaded.</Alert>
      ) : (
        <${n.Pascal}${n.One}List label="${n.label} ${n.areaLabel}" items={rows.data} emptyText="No ${n.label} ${n.areaLabel} yet." />
      )}
    </div>
  );
}
`;

export const portalPage = (
  n,
) => `import { ${n.Pascal}${n.Area}Page } from './${n.area}/${n.Pascal}${n.Area}Page.tsx';

/** ${n.label}'s screens: its one area so far (route /${n.path}/${n.areaPath}). */
export function ${n.Pascal}Page() {
  return <${n.Pascal}${n.Area}Page />;
}
`;

export const portalIndex = (n) => `export { ${n.Pascal}Page } from './${n.Pascal}Page.tsx';
`;

export const portalTest = (n) => `import { describe, expect, it } from 'vitest';
import { MODULE_PAGES } from '../../src/modules/pages.ts';
import { ROUTES } from '../../src/routing/route-table.ts';

describe('${n.label} routes', () => {
  it('has a route and a registered page', () => {
    expect(ROUTES.find((r) => r.path === '/${n.path}/${n.areaPath}')).toMatchObject({ page: 'module', module: '${n.key}' });
    expect(MODULE_PAGES.${n.key}).toBeDefined();
  });
});
`;

export const portalAreaTest = (n) => `import '@privacy-portal/ui/theme.css';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { api } from '../../src/lib/api.ts';
import { ${n.Pascal}${n.Area}Page } from '../../src/modules/${n.key}/${n.area}/${n.Pascal}${n.Area}Page.tsx';
import { renderPage } from '../support/renderPage.tsx';

describe('${n.label} ${n.areaLabel}', () => {
  it('says there are none, then lists the one added', async () => {
    const { client } = await renderPage(<${n.Pascal}${n.Area}Page />);
    await expect.element(page.getByRole('heading', { level: 1, name: '${n.label} ${n.areaLabel}' })).toBeVisible();
    await expect.element(page.getByText('No ${n.label} ${n.areaLabel} yet.')).toBeVisible();
    const created = await api.POST('/${n.path}/${n.areaPath}', { body: { name: '  First   ${n.one} ' } });
    expect(created.response.status).toBe(201);
    await client.invalidateQueries();
    const list = page.getByRole('list', { name: '${n.label} ${n.areaLabel}' });
    await expect.element(list.getByRole('listitem')).toHaveTextContent('First ${n.one}');
  });
});
`;
