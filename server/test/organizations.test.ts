import { ROLES } from '@privacy-portal/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoTeam } from './support/demo-team.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

type Api = ReturnType<TestServer['client']>;

let server: TestServer;
let owner: Api;
let admin: Api;
let orgAdmin: Api;
let viewer: Api;
let companyId = 0;
let retailId = 0;
let healthId = 0;
let storeId = 0;
let blogId = 0;
let clinicId = 0;

beforeAll(async () => {
  server = await startTestServer();
  ({ owner, admin, orgAdmin, viewer } = await loginDemoTeam(server));
  const orgs = (await owner.GET('/organizations')).data?.response ?? [];
  const retail = orgs.find((o) => o.orgname === 'Demo Retail');
  const health = orgs.find((o) => o.orgname === 'Demo Health');
  companyId = retail?.cID as number;
  retailId = retail?.id as number;
  healthId = health?.id as number;
  storeId = retail?.properties.find((p) => p.property_name === 'Demo Store')?.property_id as number;
  blogId = retail?.properties.find((p) => p.property_name === 'Demo Blog')?.property_id as number;
  clinicId = health?.properties[0]?.property_id as number;
});
afterAll(() => server?.close());

async function createOrg(api: Api, orgname: string) {
  const res = await api.POST('/organizations', { body: { orgname } });
  expect(res.response.status).toBe(201);
  return res.data?.response.id as number;
}

async function createProperty(api: Api, orgId: number, property_name: string) {
  const res = await api.POST('/property/{orgId}', {
    params: { path: { orgId } },
    body: { property_name, url: `https://${property_name.toLowerCase().replace(/\W+/g, '-')}.acme.test` },
  });
  expect(res.response.status).toBe(201);
  return res.data?.response;
}

describe('organizations', () => {
  it('lists organizations sorted by name, each with its properties sorted by name', async () => {
    const res = await owner.GET('/organizations');
    expect(res.response.status).toBe(200);
    const orgs = res.data?.response ?? [];
    expect(orgs.map((o) => o.orgname)).toEqual(['Demo Health', 'Demo Retail']);
    expect(orgs[1]?.properties.map((p) => p.property_name)).toEqual(['Demo Blog', 'Demo Store']);
    // The demo's DSAR Professional licence is assigned to Demo Retail (db/seed.ts); Demo Health has none.
    const licence = await server.running.deps.db('licences').where({ product: 'dsar' }).first('id');
    expect(orgs[1]).toMatchObject({ cID: companyId, org_license_id: licence.id, org_license_assigned: true });
    expect(orgs[0]).toMatchObject({ org_license_id: null, org_license_assigned: false });
  });

  it('sorts case-insensitively and hides organizations without properties on ?required=property', async () => {
    const emptyId = await createOrg(owner, 'alpha Empty');
    const all = (await owner.GET('/organizations')).data?.response.map((o) => o.orgname);
    expect(all).toEqual(['alpha Empty', 'Demo Health', 'Demo Retail']);
    const withProperties = await owner.GET('/organizations', { params: { query: { required: 'property' } } });
    expect(withProperties.data?.response.map((o) => o.orgname)).toEqual(['Demo Health', 'Demo Retail']);
    expect(
      (await owner.DELETE('/organizations/{id}', { params: { path: { id: emptyId } } })).response.status,
    ).toBe(204);
  });

  it('lets a Company Owner and a Company Administrator create organizations', async () => {
    const byOwner = await owner.POST('/organizations', {
      body: { orgname: '  Acme Europe  ', description: 'EU entities', country: 'Germany' },
    });
    expect(byOwner.response.status).toBe(201);
    expect(byOwner.data?.response).toMatchObject({
      orgname: 'Acme Europe',
      description: 'EU entities',
      country: 'Germany',
      cID: companyId,
      properties: [],
    });
    const byAdmin = await admin.POST('/organizations', { body: { orgname: 'Acme Asia' } });
    expect(byAdmin.response.status).toBe(201);
    expect(byAdmin.data?.response).toMatchObject({ orgname: 'Acme Asia', description: '', country: '' });
  });

  it('refuses a duplicate name regardless of case with 409 name_taken naming orgname', async () => {
    const res = await owner.POST('/organizations', { body: { orgname: 'ACME europe' } });
    expect(res.response.status).toBe(409);
    expect(res.error?.error).toMatchObject({
      code: 'name_taken',
      message: 'An organization with this name already exists',
    });
    expect(res.error?.error.details).toEqual([{ in: 'body', field: 'orgname', reason: 'is already used' }]);
  });

  it('refuses a rename onto an existing name with 409', async () => {
    const res = await owner.PATCH('/organizations/{id}', {
      params: { path: { id: healthId } },
      body: { orgname: 'demo retail' },
    });
    expect(res.response.status).toBe(409);
    expect(res.error?.error.code).toBe('name_taken');
  });

  it('does not let an Organization Administrator create organizations', async () => {
    const res = await orgAdmin.POST('/organizations', { body: { orgname: 'Shadow Org' } });
    expect(res.response.status).toBe(403);
    expect(res.error?.error.code).toBe('forbidden');
    expect(res.error?.error.message).toBe('Your role is not authorized to create organizations');
  });

  it('lets an Organization Administrator change their own organization, but not one they do not belong to', async () => {
    const own = await orgAdmin.PATCH('/organizations/{id}', {
      params: { path: { id: retailId } },
      body: { description: 'Shop, blog and more' },
    });
    expect(own.response.status).toBe(200);
    expect(own.data?.response).toMatchObject({
      orgname: 'Demo Retail',
      description: 'Shop, blog and more',
      country: 'Germany',
    });
    const other = await orgAdmin.PATCH('/organizations/{id}', {
      params: { path: { id: healthId } },
      body: { description: 'Not mine' },
    });
    expect(other.response.status).toBe(404);
    expect(other.error?.error.code).toBe('not_found');
  });

  it('does not let a View only member change an organization', async () => {
    const res = await viewer.PATCH('/organizations/{id}', {
      params: { path: { id: retailId } },
      body: { country: 'Spain' },
    });
    expect(res.response.status).toBe(403);
  });

  it('replaces every detail on PUT', async () => {
    const id = await createOrg(owner, 'Replace Me');
    await owner.PATCH('/organizations/{id}', {
      params: { path: { id } },
      body: { description: 'old', country: 'Italy' },
    });
    const res = await owner.PUT('/organizations/{id}', {
      params: { path: { id } },
      body: { orgname: 'Replaced', description: '', country: 'Spain' },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toMatchObject({ id, orgname: 'Replaced', description: '', country: 'Spain' });
    expect(
      (await owner.GET('/organizations/{id}', { params: { path: { id } } })).data?.response.orgname,
    ).toBe('Replaced');
  });

  it('lets a Company Administrator delete an organization together with its properties', async () => {
    const id = await createOrg(admin, 'Short Lived');
    await createProperty(admin, id, 'Short Site');
    const res = await admin.DELETE('/organizations/{id}', { params: { path: { id } } });
    expect(res.response.status).toBe(204);
    const gone = await admin.GET('/organizations/{id}', { params: { path: { id } } });
    expect(gone.response.status).toBe(404);
    expect((await admin.GET('/property/{orgId}', { params: { path: { orgId: id } } })).response.status).toBe(
      404,
    );
    const rows = await server.running.deps.db('properties').where({ organization_id: id });
    expect(rows).toEqual([]);
  });

  it('does not let an Organization Administrator delete their organization', async () => {
    const res = await orgAdmin.DELETE('/organizations/{id}', { params: { path: { id: retailId } } });
    expect(res.response.status).toBe(403);
    expect(
      (await owner.GET('/organizations/{id}', { params: { path: { id: retailId } } })).response.status,
    ).toBe(200);
  });

  it('answers the selected organization-property pair', async () => {
    const me = (await viewer.GET('/user')).data?.response;
    const res = await viewer.GET('/organizations/{id}/{propId}', {
      params: { path: { id: retailId, propId: blogId } },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toEqual({
      organization_id: retailId,
      organization_name: 'Demo Retail',
      property_id: blogId,
      property_name: 'Demo Blog',
      property_active: true,
      user_id: me?.uid,
    });
    // A property of another organization does not form a pair.
    const mixed = await owner.GET('/organizations/{id}/{propId}', {
      params: { path: { id: retailId, propId: clinicId } },
    });
    expect(mixed.response.status).toBe(404);
  });

  it('finds organizations by name case-insensitively, only in the own company', async () => {
    const res = await owner.GET('/organizationsbyname/{companyId}', {
      params: { path: { companyId }, query: { name: 'RETAIL' } },
    });
    expect(res.data?.response).toEqual([{ id: retailId, orgname: 'Demo Retail' }]);
    const partial = await owner.GET('/organizationsbyname/{companyId}', {
      params: { path: { companyId }, query: { name: 'demo' } },
    });
    expect(partial.data?.response.map((o) => o.orgname)).toEqual(['Demo Health', 'Demo Retail']);
    const none = await owner.GET('/organizationsbyname/{companyId}', {
      params: { path: { companyId }, query: { name: '%' } },
    });
    expect(none.data?.response).toEqual([]);
    // An Organization View only member finds only what they can see.
    const limited = await viewer.GET('/organizationsbyname/{companyId}', {
      params: { path: { companyId }, query: { name: 'demo' } },
    });
    expect(limited.data?.response.map((o) => o.orgname)).toEqual(['Demo Retail']);
    const foreign = await owner.GET('/organizationsbyname/{companyId}', {
      params: { path: { companyId: companyId + 1000 }, query: { name: 'demo' } },
    });
    expect(foreign.response.status).toBe(404);
  });
});

describe('properties', () => {
  let labId = 0;
  let firstId = 0;
  let secondId = 0;
  let thirdId = 0;

  const list = async () =>
    (await owner.GET('/property/{orgId}', { params: { path: { orgId: labId } } })).data?.response ?? [];

  beforeAll(async () => {
    labId = await createOrg(owner, 'Property Lab');
  });

  it("makes an organization's first property its default, and only the first", async () => {
    const first = await createProperty(owner, labId, 'Lab One');
    expect(first).toMatchObject({
      organization_id: labId,
      is_default: true,
      property_active: true,
      license_assigned: false,
      name: null,
    });
    const second = await createProperty(owner, labId, 'Lab Two');
    expect(second?.is_default).toBe(false);
    const third = await createProperty(owner, labId, 'Lab Three');
    firstId = first?.property_id as number;
    secondId = second?.property_id as number;
    thirdId = third?.property_id as number;
    expect((await list()).map((p) => [p.property_name, p.is_default])).toEqual([
      ['Lab One', true],
      ['Lab Three', false],
      ['Lab Two', false],
    ]);
  });

  it('moves the default flag with PATCH is_default, keeping exactly one default', async () => {
    const res = await owner.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: secondId } },
      body: { is_default: true },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response.is_default).toBe(true);
    const defaults = (await list()).filter((p) => p.is_default).map((p) => p.property_id);
    expect(defaults).toEqual([secondId]);
  });

  it('refuses to deactivate the default property with 409 default_property', async () => {
    const res = await owner.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: secondId } },
      body: { property_active: false },
    });
    expect(res.response.status).toBe(409);
    expect(res.error?.error.code).toBe('default_property');
    expect((await list()).find((p) => p.property_id === secondId)?.property_active).toBe(true);
  });

  it('deactivates another property', async () => {
    const res = await owner.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: firstId } },
      body: { property_active: false },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toMatchObject({
      property_id: firstId,
      property_active: false,
      is_default: false,
    });
  });

  it('refuses to make an inactive property the default, and keeps the old default', async () => {
    const res = await owner.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: firstId } },
      body: { is_default: true },
    });
    expect(res.response.status).toBe(409);
    expect(res.error?.error.code).toBe('default_property');
    expect((await list()).filter((p) => p.is_default).map((p) => p.property_id)).toEqual([secondId]);
  });

  it('activates and makes default in one PATCH', async () => {
    const res = await owner.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: firstId } },
      body: { property_active: true, is_default: true },
    });
    expect(res.data?.response).toMatchObject({ property_active: true, is_default: true });
    await owner.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: secondId } },
      body: { is_default: true },
    });
    await owner.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: firstId } },
      body: { property_active: false },
    });
  });

  it('refuses a duplicate property name in the same organization, but not in another one', async () => {
    const res = await owner.POST('/property/{orgId}', {
      params: { path: { orgId: labId } },
      body: { property_name: 'lab ONE', url: 'https://dup.acme.test' },
    });
    expect(res.response.status).toBe(409);
    expect(res.error?.error).toMatchObject({
      code: 'name_taken',
      message: 'A property with this name already exists in this organization',
    });
    expect(res.error?.error.details).toEqual([
      { in: 'body', field: 'property_name', reason: 'is already used' },
    ]);
    const rename = await owner.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: thirdId } },
      body: { property_name: 'Lab Two' },
    });
    expect(rename.response.status).toBe(409);
    const elsewhere = await owner.POST('/property/{orgId}', {
      params: { path: { orgId: healthId } },
      body: { property_name: 'Lab One', url: 'https://lab-one.health.acme.test' },
    });
    expect(elsewhere.response.status).toBe(201);
  });

  it('replaces name and address on PUT', async () => {
    const res = await owner.PUT('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: thirdId } },
      body: { property_name: 'Lab Three Renamed', url: 'https://three.acme.test' },
    });
    expect(res.data?.response).toMatchObject({
      property_name: 'Lab Three Renamed',
      url: 'https://three.acme.test',
    });
  });

  it('promotes the oldest active property when the default is deleted', async () => {
    const res = await owner.DELETE('/property/{orgId}/{propId}', {
      params: { path: { orgId: labId, propId: secondId } },
    });
    expect(res.response.status).toBe(204);
    const left = await list();
    expect(left.map((p) => p.property_id).sort()).toEqual([firstId, thirdId].sort());
    // Lab One is older but inactive: the default goes to Lab Three.
    expect(left.filter((p) => p.is_default).map((p) => [p.property_id, p.property_active])).toEqual([
      [thirdId, true],
    ]);
  });

  it('does not let a View only member create, change or delete properties', async () => {
    const create = await viewer.POST('/property/{orgId}', {
      params: { path: { orgId: retailId } },
      body: { property_name: 'Viewer Site', url: 'https://viewer.acme.test' },
    });
    expect(create.response.status).toBe(403);
    expect(create.error?.error.message).toBe('Your role is not authorized to create properties');
    const patch = await viewer.PATCH('/property/{orgId}/{propId}', {
      params: { path: { orgId: retailId, propId: blogId } },
      body: { property_name: 'Viewer Blog' },
    });
    expect(patch.response.status).toBe(403);
    const del = await viewer.DELETE('/property/{orgId}/{propId}', {
      params: { path: { orgId: retailId, propId: blogId } },
    });
    expect(del.response.status).toBe(403);
    const names = (
      await viewer.GET('/property/{orgId}', { params: { path: { orgId: retailId } } })
    ).data?.response.map((p) => p.property_name);
    expect(names).toEqual(['Demo Blog', 'Demo Store']);
  });

  it('answers 404 for a property of an organization the member cannot see', async () => {
    const res = await viewer.GET('/property/{orgId}/{propId}', {
      params: { path: { orgId: healthId, propId: clinicId } },
    });
    expect(res.response.status).toBe(404);
  });
});

describe('company', () => {
  it('shows the company to every member', async () => {
    const res = await viewer.GET('/company');
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toMatchObject({
      id: companyId,
      company_name: 'Demo Company',
      country: 'Germany',
      city: 'Berlin',
    });
  });

  it('lets a Company Owner and a Company Administrator update the company', async () => {
    const byOwner = await owner.PUT('/company', {
      body: {
        company_name: ' Demo Company GmbH ',
        country: 'Germany',
        city: 'Hamburg',
        zip: '20095',
        phone: '+49 40 123456',
      },
    });
    expect(byOwner.response.status).toBe(200);
    expect(byOwner.data?.response).toMatchObject({
      company_name: 'Demo Company GmbH',
      city: 'Hamburg',
      zip: '20095',
      phone: '+49 40 123456',
      // PUT replaces: fields left out are emptied.
      website: '',
      address: '',
    });
    const byAdmin = await admin.PUT('/company', {
      body: { company_name: 'Demo Company', country: 'Germany', city: 'Berlin' },
    });
    expect(byAdmin.response.status).toBe(200);
    expect((await owner.GET('/company')).data?.response.company_name).toBe('Demo Company');
  });

  it('does not let organization roles update the company', async () => {
    for (const api of [orgAdmin, viewer]) {
      const res = await api.PUT('/company', { body: { company_name: 'Taken Over' } });
      expect(res.response.status).toBe(403);
      expect(res.error?.error.message).toBe('Your role is not authorized to change the company details');
    }
    expect((await owner.GET('/company')).data?.response.company_name).toBe('Demo Company');
  });

  it('lists the four products with licence counts', async () => {
    const orgs = (await owner.GET('/organizations')).data?.response ?? [];
    const propertyCount = orgs.reduce((n, o) => n + o.properties.length, 0);
    const db = server.running.deps.db;
    await db('properties')
      .where({ id: storeId })
      .update({ products: JSON.stringify(['Cookie', 'Social']) });
    try {
      const res = await owner.GET('/company/service');
      expect(res.response.status).toBe(200);
      expect(res.data?.response).toEqual([
        {
          key: 'cookieConsent',
          product_name: 'Cookie Consent',
          licence_scope: 'property',
          licensed: true,
          licensed_count: 1,
          total_count: propertyCount,
        },
        {
          key: 'dsar',
          product_name: 'DSAR',
          licence_scope: 'organization',
          // Demo Retail holds the demo's DSAR licence.
          licensed: true,
          licensed_count: 1,
          total_count: orgs.length,
        },
        {
          key: 'consentPreference',
          product_name: 'Consent Preference',
          licence_scope: 'property',
          licensed: false,
          licensed_count: 0,
          total_count: propertyCount,
        },
        {
          key: 'socialFortuna',
          product_name: 'Social Fortuna',
          licence_scope: 'property',
          licensed: true,
          licensed_count: 1,
          total_count: propertyCount,
        },
      ]);
      // An organization member counts only what they can see: Demo Retail and its two properties.
      const mine = (await viewer.GET('/company/service')).data?.response ?? [];
      expect(mine.map((s) => s.total_count)).toEqual([2, 1, 2, 2]);
      const store = (
        await viewer.GET('/property/{orgId}/{propId}', {
          params: { path: { orgId: retailId, propId: storeId } },
        })
      ).data?.response;
      expect(store).toMatchObject({ license_assigned: true, name: ['Cookie', 'Social'] });
    } finally {
      await db('properties')
        .where({ id: storeId })
        .update({ products: JSON.stringify([]) });
    }
  });
});

describe('the current user', () => {
  it('changes their name with PUT /user', async () => {
    const res = await admin.PUT('/user', { body: { firstname: ' Adam ', lastname: 'Administrator' } });
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toMatchObject({
      firstname: 'Adam',
      lastname: 'Administrator',
      email: 'admin@demo.test',
    });
    expect((await admin.GET('/user')).data?.response.lastname).toBe('Administrator');
  });

  it('changes preferences with POST /user, any subset at a time', async () => {
    const theme = await admin.POST('/user', { body: { theme: 'dark' } });
    expect(theme.data?.response).toMatchObject({
      theme: 'dark',
      quickstart_visited_links: [],
      is_quickstart_dismissed: false,
    });
    const quickstart = await admin.POST('/user', {
      body: { quickstart_visited_links: [3, 1, 3], is_quickstart_dismissed: true },
    });
    expect(quickstart.data?.response).toMatchObject({
      theme: 'dark',
      quickstart_visited_links: [3, 1],
      is_quickstart_dismissed: true,
    });
    const empty = await admin.POST('/user', { body: {} });
    expect(empty.response.status).toBe(400);
    expect(empty.error?.error.code).toBe('validation_failed');
  });

  it('records the acceptance of the terms for the own address only', async () => {
    const email = 'terms.reader@acme.test';
    const invited = await owner.POST('/invite/user', {
      body: {
        email,
        firstname: 'Terry',
        lastname: 'Terms',
        role: 'Organization View only',
        organization_ids: [retailId],
      },
    });
    const link = await server.lastLink(email);
    await server.client().POST('/invite/user/setpassword/{id}', {
      params: {
        path: { id: invited.data?.response.uid as number },
        query: { token: link.searchParams.get('token') as string },
      },
      body: { newpassword: 'Terms-Passw0rd', confirmnewpassword: 'Terms-Passw0rd' },
    });
    const { api } = await server.login(email, 'Terms-Passw0rd');
    expect((await api.GET('/user')).data?.response.is_accept_terms_and_conditions).toBe(false);

    const other = await api.POST('/update_terms_and_conditions', { body: { email: 'viewer@demo.test' } });
    expect(other.response.status).toBe(403);
    expect(other.error?.error.code).toBe('forbidden');
    expect((await api.GET('/user')).data?.response.is_accept_terms_and_conditions).toBe(false);

    const own = await api.POST('/update_terms_and_conditions', { body: { email: 'Terms.Reader@acme.test' } });
    expect(own.response.status).toBe(200);
    expect(own.data?.response.is_accept_terms_and_conditions).toBe(true);
  });

  it('remembers a default organization and property, refusing a property of another organization', async () => {
    const ok = await viewer.POST('/user/defaultproperty', {
      body: { default_organization_property: { organization_id: retailId, property_id: blogId } },
    });
    expect(ok.response.status).toBe(200);
    expect(ok.data?.response.default_organization_property).toEqual({
      organization_id: retailId,
      property_id: blogId,
    });

    const mixed = await owner.POST('/user/defaultproperty', {
      body: { default_organization_property: { organization_id: retailId, property_id: clinicId } },
    });
    expect(mixed.response.status).toBe(404);
    expect(mixed.error?.error.code).toBe('not_found');
    // A property of an organization the member cannot see is not found either.
    const hidden = await viewer.POST('/user/defaultproperty', {
      body: { default_organization_property: { organization_id: healthId, property_id: clinicId } },
    });
    expect(hidden.response.status).toBe(404);
    expect((await viewer.GET('/user')).data?.response.default_organization_property).toEqual({
      organization_id: retailId,
      property_id: blogId,
    });
  });

  it('lists the four roles with their capabilities', async () => {
    const res = await viewer.GET('/role');
    expect(res.response.status).toBe(200);
    expect(res.data?.response).toEqual(
      ROLES.map((r) => ({
        id: r.id,
        name: r.name,
        scope: r.scope,
        can_write: r.canWrite,
        can_purchase: r.canPurchase,
        can_manage_team: r.canManageTeam,
        description: r.description,
      })),
    );
    expect(res.data?.response.map((r) => [r.name, r.scope, r.can_write, r.can_manage_team])).toEqual([
      ['Company Owner', 'company', true, true],
      ['Company Administrator', 'company', true, true],
      ['Organization Administrator', 'organization', true, true],
      ['Organization View only', 'organization', false, false],
    ]);
  });
});
