import type { HttpHandler } from 'msw';
import { listContactMessages, sendContactMessage } from '../fixtures/contact.ts';
import { presentContactMessage } from '../fixtures/present.ts';
import { callerOf, check, type HandlerContext, readJson } from './http.ts';

const TOPICS = ['sales', 'support', 'partnership', 'privacy', 'other'] as const;

/** Tag Contact: the public Contact Us form, and its messages for platform staff. */
export function contactHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.post('/contactus', async ({ request, response }) => {
      const body = await readJson(request);
      check(body)
        .text('name', { max: 60 })
        .email('email')
        .text('company', { max: 100, optional: true, blank: true })
        .oneOf('topic', TOPICS, true)
        .text('message', { min: 10, max: 5000 })
        .done();
      const message = sendContactMessage(state, body);
      return response(201).json({
        response: { id: message.id },
        message: 'Thank you, we will get back to you soon.',
      });
    }),

    http.get('/contactus', ({ request, response }) => {
      const caller = callerOf(state, request);
      return response(200).json({
        response: listContactMessages(state, caller).map(presentContactMessage),
      });
    }),
  ];
}
