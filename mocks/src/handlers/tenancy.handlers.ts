import {
  API_MESSAGES,
  companyServices,
  invitationText,
  type RoleCapabilities,
  roleOrganizationIds,
} from '@privacy-portal/sdk';
import type { HttpHandler } from 'msw';
import {
  createLink,
  findUserByEmail,
  normaliseEmail,
  presentMember,
  sendMail,
  useLink,
} from '../accounts.ts';
import { availableUsers } from '../billing.ts';
import { forbidden, MockApiError } from '../errors.ts';
import { found, type HandlerContext, type Member } from '../http.ts';
import { mockUser, newOrganization, newProperty } from '../seed.ts';
import { type MockUser, nowIso } from '../state.ts';
import {
  nameKey,
  organizationOf,
  presentOrganization,
  propertiesOf,
  propertyOf,
  visibleOrganizations,
} from '../tenancy.ts';

/** The role's capability (sdk/src/rules/roles.ts), or 403 as the server answers. */
const need = (
  m: Member,
  capability: keyof Pick<RoleCapabilities, 'canWrite' | 'canManageTeam' | 'canManageCompany'>,
  action: string,
) => {
  if (!m.role[capability]) throw forbidden(action);
};

/** Tags Company, Organizations, Properties and Team. */
export function tenancyHandlers({ state, http, member }: HandlerContext): HttpHandler[] {
  const company = (m: Member) => found(state.companies.get(m.companyId), 'Company');
  const showCompany = (m: Member) => {
    const { pending_plan: _p, ...shown } = company(m);
    return shown;
  };
  const invite = (m: Member, user: MockUser) => {
    const url = `${state.settings.appUrl}/setpassword/${user.uid}?token=${encodeURIComponent(createLink(state, user.uid, 'invite'))}`;
    sendMail(
      state,
      user.email,
      invitationText(`${m.user.firstname} ${m.user.lastname}`, company(m).company_name, user.role ?? '', url),
    );
  };
  const teamMember = (m: Member, uid: number) =>
    found(
      state.users.find((u) => u.uid === uid && u.cID === m.companyId),
      'Team member',
    );
  const changeProperty = async (request: Request, params: { orgId: string; propId: string }) => {
    const m = member(request);
    need(m, 'canWrite', 'change properties');
    const { organization, property } = propertyOf(state, m, Number(params.orgId), Number(params.propId));
    const body = (await request.json()) as {
      property_name?: string;
      url?: string;
      property_active?: boolean;
      is_default?: boolean;
    };
    if (body.is_default) for (const p of propertiesOf(state, organization.id)) p.is_default = false;
    return Object.assign(property, body, { updated_at: nowIso(state) });
  };
  const changeOrganization = async (request: Request, id: string) => {
    const m = member(request);
    need(m, 'canWrite', 'change organizations');
    const body = (await request.json()) as { orgname?: string; description?: string; country?: string };
    return presentOrganization(
      state,
      Object.assign(organizationOf(state, m, Number(id)), body, { updated_at: nowIso(state) }),
    );
  };
  return [
    http.get('/company', ({ request, response }) =>
      response(200).json({ response: showCompany(member(request)) }),
    ),
    http.put('/company', async ({ request, response }) => {
      const m = member(request);
      need(m, 'canManageCompany', 'change the company details');
      Object.assign(company(m), await request.json());
      return response(200).json({ response: showCompany(m) });
    }),
    http.get('/company/service', ({ request, response }) => {
      const organizations = visibleOrganizations(state, member(request));
      const properties = organizations
        .flatMap((o) => propertiesOf(state, o.id))
        .map((p) => ({ products: p.name }));
      const holdings = {
        organizations: organizations.map((o) => ({ licensed: o.org_license_assigned })),
        properties,
      };
      return response(200).json({ response: companyServices(holdings) });
    }),

    http.get('/organizations', ({ request, query, response }) => {
      const withProperties = query.get('required') === 'property';
      const rows = visibleOrganizations(state, member(request)).filter(
        (o) => !withProperties || propertiesOf(state, o.id).length,
      );
      const page = state.organizations.page(query, {
        filter: (o) => rows.includes(o),
        key: (o) => nameKey(o.orgname, o.id),
      });
      return response(200).json({
        ...page,
        response: page.response.map((o) => presentOrganization(state, o)),
      });
    }),
    http.post('/organizations', async ({ request, response }) => {
      const m = member(request);
      need(m, 'canManageCompany', 'create organizations');
      const body = await request.json();
      const organization = state.organizations.create((id) =>
        newOrganization(
          id,
          m.companyId,
          body.orgname.trim(),
          body.description ?? '',
          body.country ?? '',
          nowIso(state),
        ),
      );
      return response(201).json({ response: presentOrganization(state, organization) });
    }),
    http.get('/organizations/{id}', ({ request, params, response }) =>
      response(200).json({
        response: presentOrganization(state, organizationOf(state, member(request), Number(params.id))),
      }),
    ),
    http.put('/organizations/{id}', async ({ request, params, response }) =>
      response(200).json({ response: await changeOrganization(request, params.id) }),
    ),
    http.patch('/organizations/{id}', async ({ request, params, response }) =>
      response(200).json({ response: await changeOrganization(request, params.id) }),
    ),
    http.delete('/organizations/{id}', ({ request, params, response }) => {
      const m = member(request);
      need(m, 'canManageCompany', 'delete organizations');
      const organization = organizationOf(state, m, Number(params.id));
      state.properties.remove((p) => p.organization_id === organization.id);
      state.organizations.remove(organization.id);
      return response(204).empty();
    }),
    http.get('/organizations/{id}/{propId}', ({ request, params, response }) => {
      const m = member(request);
      const { organization, property } = propertyOf(state, m, Number(params.id), Number(params.propId));
      return response(200).json({
        response: {
          organization_id: organization.id,
          organization_name: organization.orgname,
          property_id: property.property_id,
          property_name: property.property_name,
          property_active: property.property_active,
          user_id: m.user.uid,
        },
      });
    }),
    http.get('/organizationsbyname/{companyId}', ({ request, params, query, response }) => {
      const m = member(request);
      if (Number(params.companyId) !== m.companyId) throw found(undefined, 'Company');
      const name = (query.get('name') ?? '').trim().toLowerCase();
      const rows = visibleOrganizations(state, m).filter((o) => o.orgname.toLowerCase().includes(name));
      const page = state.organizations.page(query, {
        filter: (o) => rows.includes(o),
        key: (o) => nameKey(o.orgname, o.id),
      });
      return response(200).json({
        ...page,
        response: page.response.map(({ id, orgname }) => ({ id, orgname })),
      });
    }),

    http.get('/property/{orgId}', ({ request, params, query, response }) => {
      const organization = organizationOf(state, member(request), Number(params.orgId));
      const page = state.properties.page(query, {
        filter: (p) => p.organization_id === organization.id,
        key: (p) => nameKey(p.property_name, p.property_id),
      });
      return response(200).json(page);
    }),
    http.post('/property/{orgId}', async ({ request, params, response }) => {
      const m = member(request);
      need(m, 'canWrite', 'create properties');
      const organization = organizationOf(state, m, Number(params.orgId));
      const body = await request.json();
      const first = propertiesOf(state, organization.id).length === 0;
      const property = state.properties.create((id) =>
        newProperty(id, organization.id, body.property_name.trim(), body.url.trim(), first, nowIso(state)),
      );
      return response(201).json({ response: property });
    }),
    http.get('/property/{orgId}/{propId}', ({ request, params, response }) =>
      response(200).json({
        response: propertyOf(state, member(request), Number(params.orgId), Number(params.propId)).property,
      }),
    ),
    http.put('/property/{orgId}/{propId}', async ({ request, params, response }) =>
      response(200).json({ response: await changeProperty(request, params) }),
    ),
    http.patch('/property/{orgId}/{propId}', async ({ request, params, response }) =>
      response(200).json({ response: await changeProperty(request, params) }),
    ),
    http.delete('/property/{orgId}/{propId}', ({ request, params, response }) => {
      const m = member(request);
      need(m, 'canWrite', 'delete properties');
      state.properties.remove(
        propertyOf(state, m, Number(params.orgId), Number(params.propId)).property.property_id,
      );
      return response(204).empty();
    }),

    http.get('/team_member', ({ request, query, response }) => {
      const m = member(request);
      const orgid = query.get('orgid');
      const organization = orgid === null ? undefined : organizationOf(state, m, Number(orgid));
      const page = state.users.page(query, {
        filter: (u) =>
          u.cID === m.companyId &&
          u.role !== null &&
          (!organization || !u.organization_ids.length || u.organization_ids.includes(organization.id)),
        key: (u) => [u.firstname.toLowerCase(), u.lastname.toLowerCase(), u.uid],
      });
      return response(200).json({ ...page, response: page.response.map(presentMember) });
    }),
    http.put('/team_member/{userId}', async ({ request, params, response }) => {
      const m = member(request);
      need(m, 'canManageTeam', 'manage team members');
      const body = await request.json();
      const target = teamMember(m, Number(params.userId));
      Object.assign(target, {
        role: body.role,
        organization_ids: roleOrganizationIds(body.role, body.organization_ids),
      });
      return response(200).json({ response: presentMember(target) });
    }),
    http.delete('/team_member/{userId}', ({ request, params, response }) => {
      const m = member(request);
      need(m, 'canManageTeam', 'manage team members');
      state.users.remove(teamMember(m, Number(params.userId)).uid);
      return response(204).empty();
    }),
    ...(['/invite/user', '/invite/user/company'] as const).map((path) =>
      http.post(path, async ({ request, response }) => {
        const m = member(request);
        need(m, 'canManageTeam', 'invite team members');
        const body = await request.json();
        if (findUserByEmail(state, body.email))
          throw new MockApiError(409, 'email_taken', API_MESSAGES.emailTaken, [
            { in: 'body', field: 'email', reason: 'is already registered' },
          ]);
        const role = ('role' in body && body.role) || 'Company Administrator';
        const user = state.users.create((uid) =>
          mockUser(uid, normaliseEmail(body.email), {
            cID: m.companyId,
            password: null,
            firstname: body.firstname.trim(),
            lastname: body.lastname.trim(),
            role,
            status: 'invited',
            emailVerified: false,
            registration_complete: false,
            organization_ids: roleOrganizationIds(
              role,
              'organization_ids' in body ? body.organization_ids : [],
            ),
            invited_at: nowIso(state),
            joined_at: null,
          }),
        );
        invite(m, user);
        return response(201).json({ response: presentMember(user) });
      }),
    ),
    http.post('/invite/user/resend', async ({ request, response }) => {
      const m = member(request);
      const target = teamMember(m, (await request.json()).user_id);
      invite(m, target);
      return response(200).json({ message: API_MESSAGES.invitationResent(target.email) });
    }),
    http.post('/invite/user/setpassword/{id}', async ({ request, params, query, response }) => {
      const link = useLink(state, query.get('token') ?? '', 'invite');
      const user = found(
        link?.user_id === Number(params.id) ? state.users.get(link.user_id) : undefined,
        'Invitation',
      );
      const at = nowIso(state);
      Object.assign(user, {
        password: (await request.json()).newpassword,
        status: 'active',
        joined_at: at,
        emailVerified: true,
        registration_complete: true,
      });
      return response(200).json({ response: { email: user.email } });
    }),
    http.get('/available/user/organization/{orgId}', ({ request, params, response }) => {
      const m = member(request);
      return response(200).json({
        response: availableUsers(state, m.companyId, organizationOf(state, m, Number(params.orgId))),
      });
    }),
    http.get('/available/user/company', ({ request, response }) =>
      response(200).json({ response: availableUsers(state, member(request).companyId) }),
    ),
  ];
}
