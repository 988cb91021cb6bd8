import type { ApiClient } from '@privacy-portal/sdk';
import type { TestServer } from './harness.ts';

/** A logged-in client for each role of the seeded Demo Company (server/src/db/seed.ts). */
export interface DemoTeam {
  owner: ApiClient;
  admin: ApiClient;
  orgAdmin: ApiClient;
  viewer: ApiClient;
}

export async function loginDemoTeam(server: TestServer): Promise<DemoTeam> {
  const login = async (email: string) => (await server.login(email)).api;
  const [owner, admin, orgAdmin, viewer] = await Promise.all([
    login('owner@demo.test'),
    login('admin@demo.test'),
    login('orgadmin@demo.test'),
    login('viewer@demo.test'),
  ]);
  return { owner, admin, orgAdmin, viewer };
}

/**
 * An active Organization View only member of one organization, invited by the demo owner, who set
 * its own password through the invitation link.
 */
export async function inviteMember(
  server: TestServer,
  organizationId: number,
  email: string,
  password = 'Member-Passw0rd',
): Promise<{ uid: number; email: string; password: string }> {
  const { api: owner } = await server.login('owner@demo.test');
  const invited = await owner.POST('/invite/user', {
    body: {
      email,
      firstname: 'Test',
      lastname: 'Member',
      role: 'Organization View only',
      organization_ids: [organizationId],
    },
  });
  if (invited.response.status !== 201) throw new Error(`invite ${email}: ${invited.response.status}`);
  const link = await server.lastLink(email);
  const accepted = await server.client().POST('/invite/user/setpassword/{id}', {
    params: {
      path: { id: Number(link.pathname.split('/').pop()) },
      query: { token: link.searchParams.get('token') as string },
    },
    body: { newpassword: password, confirmnewpassword: password },
  });
  if (accepted.response.status !== 200) throw new Error(`accept ${email}: ${accepted.response.status}`);
  return { uid: invited.data?.response.uid as number, email, password };
}
