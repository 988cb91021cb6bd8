import type { HttpHandler } from 'msw';
import { listContactMessages, sendContactMessage } from '../fixtures/contact.ts';
import { presentContactMessage } from '../fixtures/present.ts';
import { callerOf, type HandlerContext, keysetPage } from './http.ts';

/** Tag Contact: the public Contact Us form, and its messages for platform staff. */
export function contactHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.post('/contactus', async ({ request, response }) => {
      const message = sendContactMessage(state, await request.json());
      return response(201).json({
        response: { id: message.id },
        message: 'Thank you, we will get back to you soon.',
      });
    }),

    http.get('/contactus', ({ request, query, response }) => {
      const caller = callerOf(state, request);
      const messages = listContactMessages(state, caller).map(presentContactMessage);
      return response(200).json(keysetPage(messages, query, (c) => [c.id], true));
    }),
  ];
}
