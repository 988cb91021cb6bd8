import type { HttpHandler } from 'msw';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '../fixtures/auth.ts';
import { presentTwoFactor } from '../fixtures/present.ts';
import { callerOf, type HandlerContext } from './http.ts';

/** Tag Two-factor: set-up (any code equal to the state's OTP, 123456, confirms), status, turning off. */
export function twoFactorHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.post('/create-app-authencation', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: startTwoFactor(user) });
    }),

    http.get('/get-app-authencation', ({ request, response }) => {
      const { user } = callerOf(state, request);
      return response(200).json({ response: presentTwoFactor(user) });
    }),

    http.post('/update-app-authencation', async ({ request, response }) => {
      const { user } = callerOf(state, request);
      const body = await request.json();
      return response(200).json({ response: confirmTwoFactor(state, user, body.code) });
    }),

    http.delete('/delete-app-authencation', async ({ request, response }) => {
      const caller = callerOf(state, request);
      const body = await request.json();
      disableTwoFactor(state, caller, body.password);
      return response(200).json({ response: presentTwoFactor(caller.user) });
    }),
  ];
}
