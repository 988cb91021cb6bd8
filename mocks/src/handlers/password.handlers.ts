import type { HttpHandler } from 'msw';
import { changePassword, FORGOT_MESSAGE, forgotPassword, resetPassword } from '../fixtures/auth.ts';
import { callerOf, check, type HandlerContext, readJson } from './http.ts';

/** Tag Password: forgot (mails a reset link), reset with the link's token, change when logged in. */
export function passwordHandlers({ state, http }: HandlerContext): HttpHandler[] {
  return [
    http.post('/password/forgot', async ({ request, response }) => {
      const body = await readJson(request);
      check(body).email('email').done();
      forgotPassword(state, body.email);
      return response(200).json({ message: FORGOT_MESSAGE });
    }),

    http.post('/password/reset', async ({ request, response }) => {
      const body = await readJson(request);
      check(body)
        .text('token', { max: 128 })
        .text('password', { max: 128, blank: true })
        .text('confirmpassword', { max: 128, blank: true })
        .done();
      resetPassword(state, body);
      return response(200).json({ message: 'Your password was changed. Log in with the new password.' });
    }),

    http.post('/password/change', async ({ request, response }) => {
      const caller = callerOf(state, request);
      const body = await readJson(request);
      check(body)
        .text('current_password', { max: 128, blank: true })
        .text('new_password', { max: 128, blank: true })
        .text('confirm_password', { max: 128, blank: true })
        .done();
      changePassword(state, caller, body);
      return response(200).json({
        message: 'Your password was changed. Your other sessions were signed out.',
      });
    }),
  ];
}
