import type { HttpHandler } from 'msw';
import { impersonate, login, previewImpersonation, startImpersonation } from '../fixtures/auth.ts';
import { callerOf, type HandlerContext } from './http.ts';

/** Tag Authentication: the four login branches, logout, keepalive and staff impersonation. */
export function authHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.post('/login', async ({ request, response }) => {
      return response(200).json({ response: login(state, await request.json()) });
    }),

    http.post('/logout', ({ request, response }) => {
      callerOf(state, request).session.revoked = true;
      return response(204).empty();
    }),

    http.post('/keepalive', ({ request, response }) => {
      const { session } = callerOf(state, request);
      return response(200).json({ response: { expires_at: session.expiresAt } });
    }),

    http.post('/impersonation', async ({ request, response }) => {
      const staff = callerOf(state, request);
      const body = await request.json();
      return response(200).json({ response: impersonate(state, staff, body.user_id) });
    }),

    http.post('/impersonation/preview', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json({ response: previewImpersonation(state, body.token) });
    }),

    http.post('/impersonation/session', async ({ request, response }) => {
      const body = await request.json();
      return response(200).json({ response: startImpersonation(state, body.token) });
    }),
  ];
}
