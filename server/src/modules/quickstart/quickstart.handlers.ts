import { mergeQuickStartProgress, quickStartState, type Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { type Auth, authenticated } from '../access/access.ts';
import { type UserRow, updateUser } from '../users/users.queries.ts';

type QuickStartOps = 'getQuickStart' | 'saveQuickStart' | 'dismissQuickStart' | 'saveVisitedLinks';

const present = (user: UserRow): Schemas['QuickStart'] =>
  quickStartState({
    sections: user.quickstart_sections,
    dismissed: user.is_quickstart_dismissed,
    visitedLinks: user.quickstart_visited_links,
  });

export function quickStartHandlers(deps: Deps): Pick<Handlers<Auth>, QuickStartOps> {
  const { db } = deps;
  return {
    getQuickStart: async ({ auth }) => ({
      status: 200,
      body: { response: present(authenticated(auth).user) },
    }),
    saveQuickStart: async ({ auth, body }) => {
      const { user } = authenticated(auth);
      // Only completion flags of known links are kept; texts and targets stay the product's.
      const sections = mergeQuickStartProgress(body.sections);
      const row = await updateUser(db, user.id, { quickstart_sections: JSON.stringify(sections) });
      return { status: 200, body: { response: present(row) } };
    },
    dismissQuickStart: async ({ auth, body }) => {
      const { user } = authenticated(auth);
      const row = await updateUser(db, user.id, { is_quickstart_dismissed: body.is_quickstart_dismissed });
      return { status: 200, body: { response: { quickstart_dismissed: row.is_quickstart_dismissed } } };
    },
    saveVisitedLinks: async ({ auth, body }) => {
      const { user } = authenticated(auth);
      const links = [...new Set(body.quickstart_visited_links)];
      const row = await updateUser(db, user.id, { quickstart_visited_links: JSON.stringify(links) });
      return { status: 200, body: { response: { quickstart_visited_links: row.quickstart_visited_links } } };
    },
  };
}
