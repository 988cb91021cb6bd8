import type { HttpHandler } from 'msw';
import { changePassword, FORGOT_MESSAGE, forgotPassword, resetPassword } from '../fixtures/auth.ts';
import { callerOf, type HandlerContext } from './http.ts';

/** Tag Password: forgot (mails a reset link), reset with the link's token, change when logged in. */
export function passwordHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.post('/password/forgot', async ({ request, response }) => {
      const body = await request.json();
      forgotPassword(state, body.email);
      return response(200).json({ message: FORGOT_MESSAGE });
    }),

    http.post('/password/reset', async ({ request, response }) => {
      resetPassword(state, await request.json());
      return response(200).json({ message: 'Your password was changed. Log in with the new password.' });
    }),

    http.post('/password/change', async ({ request, response }) => {
      const caller = callerOf(state, request);
      changePassword(state, caller, await request.json());
      return response(200).json({
        message: 'Your password was changed. Your other sessions were signed out.',
      });
    }),
  ];
}
