import type { HttpHandler } from 'msw';
import { impersonate, login } from '../fixtures/auth.ts';
import { callerOf, check, type HandlerContext, readJson } from './http.ts';

/** Tag Authentication: the four login branches, logout, keepalive and staff impersonation. */
export function authHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.post('/login', async ({ request, response }) => {
      const body = await readJson(request);
      check(body)
        .email('email')
        .text('password', { max: 128, blank: true })
        .pattern('otp', /^[0-9]{6}$/, 'must be the 6-digit code of the authenticator app')
        .pattern('recovery_code', /^[a-z0-9]{5}-[a-z0-9]{5}$/, 'must be a recovery code like abcde-12345')
        .done();
      return response(200).json({ response: login(state, body) });
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
      const body = await readJson(request);
      check(body).id('user_id').text('reason', { max: 500 }).done();
      return response(200).json({ response: impersonate(state, staff, body.user_id) });
    }),
  ];
}
