import type { HttpHandler } from 'msw';
import { forbidden, MockApiError } from '../errors.ts';
import { found, type HandlerContext } from '../http.ts';
import { type MockHelpArticle, nowIso } from '../state.ts';

const summary = ({ id, title, summary, categories }: MockHelpArticle) => ({ id, title, summary, categories });

/** Tags Help, Contact and System: the help centre, Contact Us, health and the dev mailbox. */
export function contentHandlers({ state, http, caller }: HandlerContext): HttpHandler[] {
  return [
    http.get('/help/articles', ({ query, response }) => {
      const text = (query.get('query') ?? '').toLowerCase();
      const category = query.get('category');
      const hits = state.help.list(
        (a) =>
          (!category || a.categories.includes(category)) &&
          (!text || `${a.title} ${a.summary} ${a.body}`.toLowerCase().includes(text)),
      );
      return response(200).json({ response: hits.map(summary) });
    }),
    // Before '/help/articles/{id}': MSW answers with the first match, and 'popular' is no id.
    http.get('/help/articles/popular', ({ query, response }) => {
      const popular = state.help.list().sort((a, b) => b.reads - a.reads || a.id - b.id);
      return response(200).json({ response: popular.slice(0, Number(query.get('limit') ?? 5)).map(summary) });
    }),
    http.get('/help/articles/{id}', ({ params, response }) => {
      const { reads: _r, ...article } = found(state.help.get(Number(params.id)), 'Help article');
      return response(200).json({ response: article });
    }),
    http.get('/help/categories', ({ response }) => {
      const names = [...new Set(state.help.list().flatMap((a) => a.categories))].sort();
      const counts = names.map((name) => ({
        name,
        article_count: state.help.list((a) => a.categories.includes(name)).length,
      }));
      return response(200).json({ response: counts });
    }),

    http.post('/contactus', async ({ request, response }) => {
      const body = await request.json();
      const message = state.contact.create((id) => ({
        id,
        name: body.name.trim(),
        email: body.email.trim().toLowerCase(),
        company: body.company ?? '',
        topic: body.topic ?? 'other',
        message: body.message.trim(),
        created_at: nowIso(state),
      }));
      return response(201).json({ response: { id: message.id } });
    }),
    http.get('/contactus', ({ request, query, response }) => {
      if (!caller(request).user.is_staff) throw forbidden('read contact requests');
      return response(200).json(state.contact.page(query, { desc: true }));
    }),

    http.get('/health', ({ response }) => {
      if (!state.settings.databaseUp)
        throw new MockApiError(503, 'internal_error', 'The database does not answer');
      return response(200).json({ response: { status: 'ok', database: 'pglite', version: '0.1.0' } });
    }),
    http.get('/dev/mailbox', ({ query, response }) => {
      const to = query.get('to')?.trim().toLowerCase();
      return response(200).json(state.mailbox.page(query, { filter: (m) => !to || m.to === to, desc: true }));
    }),
    http.get('/dev/mailbox/{id}', ({ params, response }) =>
      response(200).json({ response: found(state.mailbox.get(Number(params.id)), 'Mail') }),
    ),
  ];
}
