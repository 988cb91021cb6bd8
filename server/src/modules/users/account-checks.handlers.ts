import { domainToASCII } from 'node:url';
import { emailProblem as sdkEmailProblem } from '@privacy-portal/sdk';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import type { Auth } from '../access/access.ts';
import { normaliseEmail } from './users.queries.ts';

type CheckOps = 'checkEmailVerify' | 'checkEmail' | 'checkAccount' | 'ipCheck';

const emailProblem = (email: string) => sdkEmailProblem(email, (domain) => Boolean(domainToASCII(domain)));

/**
 * These calls are anonymous: anyone can send them for any address. So they answer alike for an
 * address with an account and one without (nothing is looked up, nothing to time either), and are
 * limited per client address. Whether an address is taken is told by the sign-up itself (email_taken,
 * throttled too); one's own verification state is in GET /user.
 */
export function accountCheckHandlers(deps: Deps): Pick<Handlers<Auth>, CheckOps> {
  const throttle = (ip: string) => deps.limiters.consume([`lookup:${ip}`], 'address checks');
  return {
    checkEmailVerify: async ({ query, ctx }) => {
      await throttle(ctx.ip);
      return {
        status: 200,
        body: { response: { email: normaliseEmail(query.email), emailVerified: false } },
      };
    },
    checkEmail: async ({ query, ctx }) => {
      await throttle(ctx.ip);
      const email = normaliseEmail(query.email);
      const problem = emailProblem(email);
      // `available` means the address can be used to sign up as far as its form goes.
      return {
        status: 200,
        body: {
          response: { email, valid: !problem, available: !problem, ...(problem ? { reason: problem } : {}) },
        },
      };
    },
    checkAccount: async ({ ctx }) => {
      await throttle(ctx.ip);
      return {
        status: 200,
        body: { response: { exists: false, emailVerified: false, registration_complete: false } },
      };
    },
    ipCheck: async ({ ctx }) => ({ status: 200, body: { response: { UserIP: ctx.ip } } }),
  };
}
