import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { forbidden } from '../../http/errors.ts';
import { type Auth, authenticated } from '../access/access.ts';
import { insertContactMessage, listContactMessages } from './contact.queries.ts';

type ContactOps = 'sendContactRequest' | 'listContactRequests';

export function contactHandlers(deps: Deps): Pick<Handlers<Auth>, ContactOps> {
  return {
    sendContactRequest: async ({ body, ctx }) => {
      // A public form: a few messages an hour per address keeps it from being a spam cannon.
      await deps.limiters.consume([`mail:contact:${ctx.ip}`], 'messages');
      const id = await insertContactMessage(deps.db, { ...body, ip: ctx.ip });
      return { status: 201, body: { response: { id }, message: 'Thank you, we will get back to you soon.' } };
    },
    listContactRequests: async ({ auth, query }) => {
      if (!authenticated(auth).user.is_staff) throw forbidden('read contact requests');
      return { status: 200, body: await listContactMessages(deps.db, query) };
    },
  };
}
