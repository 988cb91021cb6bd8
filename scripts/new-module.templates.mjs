// The files `npm run new:module -- <name>` writes: one vertical slice with the same name in every
// layer (ARCHITECTURE.md "Product modules"). Each function returns a file's text for the names `n`.

export const contract = (
  n,
) => `# ${n.label}: its operations, tagged ${n.tag} (written by npm run new:module; edit freely).
items:
  get:
    operationId: list${n.Pascal}Items
    tags: [${n.tag}]
    summary: The company's ${n.label} items, newest first, one keyset page at a time
    parameters:
      - $ref: '../components/parameters.yaml#/PageLimit'
      - $ref: '../components/parameters.yaml#/PageAfter'
    responses:
      '200':
        description: The company's items
        content:
          application/json:
            schema: { $ref: '#/${n.Pascal}ItemListEnvelope' }
      '400': { $ref: '../components/responses.yaml#/BadRequest' }
      '401': { $ref: '../components/responses.yaml#/Unauthorized' }
      '403': { $ref: '../components/responses.yaml#/Forbidden' }
      default: { $ref: '../components/responses.yaml#/Error' }
  post:
    operationId: create${n.Pascal}Item
    tags: [${n.tag}]
    summary: Add an item to the company's ${n.label}
    requestBody:
      required: true
      content:
        application/json:
          schema: { $ref: '#/${n.Pascal}ItemCreate' }
    responses:
      '201':
        description: The new item
        content:
          application/json:
            schema: { $ref: '#/${n.Pascal}ItemEnvelope' }
      '400': { $ref: '../components/responses.yaml#/BadRequest' }
      '401': { $ref: '../components/responses.yaml#/Unauthorized' }
      '403': { $ref: '../components/responses.yaml#/Forbidden' }
      default: { $ref: '../components/responses.yaml#/Error' }
${n.Pascal}Item:
  type: object
  additionalProperties: false
  required: [id, name, created_at]
  properties:
    id: { type: integer }
    name: { type: string }
    created_at: { type: string, format: date-time }
${n.Pascal}ItemCreate:
  type: object
  additionalProperties: false
  required: [name]
  properties:
    name: { type: string, minLength: 1, maxLength: 100 }
${n.Pascal}ItemEnvelope:
  type: object
  additionalProperties: false
  required: [response]
  properties:
    response: { $ref: '#/${n.Pascal}Item' }
${n.Pascal}ItemListEnvelope:
  type: object
  additionalProperties: false
  required: [response, page]
  properties:
    response:
      type: array
      items: { $ref: '#/${n.Pascal}Item' }
    page: { $ref: '../components/common.yaml#/PageInfo' }
`;

export const migration = (n) => `import type { Knex } from 'knex';

// ${n.label}: the company's items.
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
import type { Db } from '../../db/database.ts';
import { type Keyset, keysetPage, type PageInfo, type PageQuery } from '../../db/keyset.ts';

type Item = Schemas['${n.Pascal}Item'];

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

export async function list${n.Pascal}Items(
  db: Db,
  companyId: number,
  paging: PageQuery,
): Promise<{ response: Item[]; page: PageInfo }> {
  const q = db('${n.table}').select('id', 'name', 'created_at').where({ company_id: companyId });
  const { rows, page } = await keysetPage<ItemRow>(q, NEWEST_FIRST, paging);
  return { response: rows.map(present), page };
}

export async function insert${n.Pascal}Item(db: Db, companyId: number, name: string): Promise<Item> {
  const [row] = (await db('${n.table}')
    .insert({ company_id: companyId, name })
    .returning(['id', 'name', 'created_at'])) as ItemRow[];
  return present(row as ItemRow);
}
`;

export const service = (
  n,
) => `import { normalize${n.Pascal}ItemName, type Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../db/database.ts';
import type { PageQuery } from '../../db/keyset.ts';
import { type Member, requireWrite } from '../access/access.ts';
import { insert${n.Pascal}Item, list${n.Pascal}Items } from './${n.key}.queries.ts';

export function ${n.key}Items(db: Db, m: Member, paging: PageQuery) {
  return list${n.Pascal}Items(db, m.companyId, paging);
}

/** A view-only member reads but never writes. */
export function add${n.Pascal}Item(db: Db, m: Member, input: Schemas['${n.Pascal}ItemCreate']) {
  requireWrite(m, 'add ${n.label} items');
  return insert${n.Pascal}Item(db, m.companyId, normalize${n.Pascal}ItemName(input.name));
}
`;

export const handlers = (n) => `import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { type Auth, member } from '../access/access.ts';
import { add${n.Pascal}Item, ${n.key}Items } from './${n.key}.service.ts';

type ${n.Pascal}Ops = 'list${n.Pascal}Items' | 'create${n.Pascal}Item';

/** ${n.label}: operationId -> handler; the logic is in ${n.key}.service.ts. */
export function ${n.key}Handlers(deps: Deps): Pick<Handlers<Auth>, ${n.Pascal}Ops> {
  return {
    list${n.Pascal}Items: async ({ auth, query }) => ({
      status: 200,
      body: await ${n.key}Items(deps.db, member(auth), query),
    }),
    create${n.Pascal}Item: async ({ auth, body }) => ({
      status: 201,
      body: { response: await add${n.Pascal}Item(deps.db, member(auth), body) },
    }),
  };
}
`;

export const serverTest = (n) => `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('${n.label} items', () => {
  it('adds an item with its name tidied and lists the company’s items', async () => {
    const { api } = await server.login('owner@demo.test');
    const created = await api.POST('/${n.path}/items', { body: { name: '  First   item ' } });
    expect(created.response.status).toBe(201);
    expect(created.data?.response.name).toBe('First item');
    const list = await api.GET('/${n.path}/items');
    expect(list.data?.response.map((item) => item.name)).toContain('First item');
  });

  it('lets a view-only member read but not add', async () => {
    const { api } = await server.login('viewer@demo.test');
    expect((await api.GET('/${n.path}/items')).response.status).toBe(200);
    expect((await api.POST('/${n.path}/items', { body: { name: 'x' } })).response.status).toBe(403);
  });

  it('refuses an empty name with the contract’s 400', async () => {
    const { api } = await server.login('owner@demo.test');
    expect((await api.POST('/${n.path}/items', { body: { name: '' } })).response.status).toBe(400);
  });
});
`;

export const rule = (n) => `/** ${n.label} rules that both the server and the mocks apply. */

/** An item's name as stored: trimmed, inner runs of whitespace made one space. */
export function normalize${n.Pascal}ItemName(name: string): string {
  return name.trim().replace(/\\s+/g, ' ');
}
`;

export const ruleTest = (n) => `import { describe, expect, it } from 'vitest';
import { normalize${n.Pascal}ItemName } from '../src/rules/${n.key}/${n.key}.rules.ts';

describe('${n.label} rules', () => {
  it('tidies an item name', () => {
    expect(normalize${n.Pascal}ItemName('  a   b ')).toBe('a b');
    expect(normalize${n.Pascal}ItemName('plain')).toBe('plain');
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
  routes: [{ path: '/${n.path}/items', title: '${n.label} Items', menu: { label: 'Items', icon: 'list' } }],
};
`;

export const mockHandlers = (
  n,
) => `import { normalize${n.Pascal}ItemName, type Schemas } from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import { Collection } from '../collection.ts';
import type { HandlerContext } from '../http.ts';

/** Tag ${n.tag}: the items, kept in memory for the life of the handlers (one set per mock state). */
export function ${n.key}Handlers({ http, member, state }: HandlerContext): HttpHandler[] {
  const items = new Collection<Schemas['${n.Pascal}Item'] & { company_id: number }>((item) => item.id);
  return [
    http.get('/${n.path}/items', ({ request, query, response }) => {
      const { companyId } = member(request);
      const page = items.page(query, { filter: (item) => item.company_id === companyId, desc: true });
      return response(200).json({
        response: page.response.map(({ company_id: _c, ...item }) => item),
        page: page.page,
      });
    }),
    http.post('/${n.path}/items', async ({ request, response }) => {
      const { companyId } = member(request);
      const body = await request.json();
      const { company_id: _c, ...item } = items.create((id) => ({
        id,
        company_id: companyId,
        name: normalize${n.Pascal}ItemName(body.name),
        created_at: state.now().toISOString(),
      }));
      return response(201).json({ response: item });
    }),
  ];
}
`;

export const uiComponent = (n) => `import styles from './${n.Pascal}ItemList.module.css';

export interface ${n.Pascal}ListItem {
  id: number;
  name: string;
}

export interface ${n.Pascal}ItemListProps {
  /** Accessible name of the list. */
  label: string;
  items: readonly ${n.Pascal}ListItem[];
  /** Shown when there are no items. */
  emptyText?: string;
}

/** The ${n.label} items, by name; a sentence when there are none. */
export function ${n.Pascal}ItemList({ label, items, emptyText = 'Nothing here yet.' }: ${n.Pascal}ItemListProps) {
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
) => `export type { ${n.Pascal}ItemListProps, ${n.Pascal}ListItem } from './${n.Pascal}ItemList.tsx';
export { ${n.Pascal}ItemList } from './${n.Pascal}ItemList.tsx';
`;

export const uiTest = (n) => `import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ${n.Pascal}ItemList } from './${n.Pascal}ItemList.tsx';

describe('${n.Pascal}ItemList', () => {
  it('lists the items by name', async () => {
    await render(<${n.Pascal}ItemList label="Items" items={[{ id: 1, name: 'First' }, { id: 2, name: 'Second' }]} />);
    const list = page.getByRole('list', { name: 'Items' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements().map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('says so when there is nothing', async () => {
    await render(<${n.Pascal}ItemList label="Items" items={[]} emptyText="No items yet." />);
    await expect.element(page.getByText('No items yet.')).toBeVisible();
  });
});
`;

export const story = (
  n,
) => `import { ${n.Pascal}ItemList } from '@privacy-portal/ui/${n.key}/${n.Pascal}ItemList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: '${n.label}/${n.Pascal}ItemList',
  component: ${n.Pascal}ItemList,
  args: { label: '${n.label} items', items: [{ id: 1, name: 'First' }, { id: 2, name: 'Second' }] },
} satisfies Meta<typeof ${n.Pascal}ItemList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const Empty: Story = { args: { items: [] } };
`;

export const portalPage = (n) => `import { moduleByKey } from '@privacy-portal/sdk';
import { ${n.Pascal}ItemList } from '@privacy-portal/ui/${n.key}/${n.Pascal}ItemList';

/** ${n.label}'s page: the items of the company (load them with the sdk's client when the data layer is in). */
export function ${n.Pascal}Page() {
  const module = moduleByKey('${n.key}');
  return (
    <div>
      <h1>{module.label}</h1>
      <${n.Pascal}ItemList label="${n.label} items" items={[]} emptyText="No ${n.label} items yet." />
    </div>
  );
}
`;

export const portalIndex = (n) => `export { ${n.Pascal}Page } from './${n.Pascal}Page.tsx';
`;

export const portalTest = (n) => `import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ${n.Pascal}Page } from '../src/modules/${n.key}/${n.Pascal}Page.tsx';
import { MODULE_PAGES } from '../src/modules/pages.ts';
import { ROUTES } from '../src/routing/route-table.ts';

describe('${n.label} page', () => {
  it('has a route and a registered page', () => {
    expect(ROUTES.find((r) => r.path === '/${n.path}/items')).toMatchObject({ page: 'module', module: '${n.key}' });
    expect(MODULE_PAGES.${n.key}).toBeDefined();
  });

  it('renders its heading and its empty list', () => {
    const html = renderToStaticMarkup(createElement(${n.Pascal}Page));
    expect(html).toContain('<h1>${n.label}</h1>');
    expect(html).toContain('No ${n.label} items yet.');
  });
});
`;
