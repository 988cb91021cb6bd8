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
