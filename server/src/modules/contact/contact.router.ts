import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { forbidden } from '../../http/errors.ts';
import { type Auth, authenticated } from '../access/access.ts';

type ContactOps = 'sendContactRequest' | 'listContactRequests';

export function contactHandlers(deps: Deps): Pick<Handlers<Auth>, ContactOps> {
  const { db } = deps;
  return {
    sendContactRequest: async ({ body, ctx }) => {
      // A public form: a few messages an hour per address keeps it from being a spam cannon.
      const key = `mail:contact:${ctx.ip}`;
      await deps.limiters.check([key], 'messages');
      await deps.limiters.fail([key]);
      const [row] = await db('contact_messages')
        .insert({
          name: body.name.trim(),
          email: body.email.trim().toLowerCase(),
          company: body.company?.trim() ?? '',
          topic: body.topic ?? 'other',
          message: body.message.trim(),
          ip: ctx.ip.slice(0, 64),
        })
        .returning('id');
      return {
        status: 201,
        body: { response: { id: row.id as number }, message: 'Thank you, we will get back to you soon.' },
      };
    },
    listContactRequests: async ({ auth }) => {
      const a = authenticated(auth);
      if (!a.user.is_staff) throw forbidden('read contact requests');
      const rows = (await db('contact_messages').orderBy('id', 'desc').limit(500)) as Array<
        Record<string, unknown>
      >;
      return {
        status: 200,
        body: {
          response: rows.map((r) => ({
            id: r.id as number,
            name: r.name as string,
            email: r.email as string,
            company: r.company as string,
            topic: r.topic as 'sales' | 'support' | 'partnership' | 'privacy' | 'other',
            message: r.message as string,
            created_at: new Date(r.created_at as Date).toISOString(),
          })),
        },
      };
    },
  };
}
