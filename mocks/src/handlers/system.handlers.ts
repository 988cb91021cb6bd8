import type { HttpHandler } from 'msw';
import { MockApiError, notFound } from '../fixtures/errors.ts';
import { listMail } from '../fixtures/mailbox.ts';
import { presentMail } from '../fixtures/present.ts';
import { type HandlerContext, keysetPage } from './http.ts';

/** Tag System: health and the dev mailbox (where "sent" mails can be read later). */
export function systemHandlers({ state, http }: HandlerContext): HttpHandler[] {
  const mailboxOnly = () => {
    if (!state.settings.mailboxEnabled) throw notFound('Dev mailbox (SMTP is configured)');
  };
  return [
    http.get('/health', ({ response }) => {
      if (!state.settings.databaseUp)
        throw new MockApiError(503, 'internal_error', 'The database does not answer');
      return response(200).json({
        response: { status: 'ok', database: state.settings.database, version: state.settings.version },
      });
    }),

    http.get('/dev/mailbox', ({ query, response }) => {
      mailboxOnly();
      const mails = listMail(state, query.get('to')).map(presentMail);
      return response(200).json(keysetPage(mails, query, (mail) => [mail.id], true));
    }),

    http.get('/dev/mailbox/{id}', ({ params, response }) => {
      mailboxOnly();
      const id = Number(params.id);
      const mail = state.mailbox.find((m) => m.id === id);
      if (!mail) throw notFound('Mail');
      return response(200).json({ response: presentMail(mail) });
    }),
  ];
}
