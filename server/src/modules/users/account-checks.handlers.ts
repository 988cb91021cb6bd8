import { domainToASCII } from 'node:url';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import type { Auth } from '../access/access.ts';
import { normaliseEmail } from './users.queries.ts';

type CheckOps = 'checkEmailVerify' | 'checkEmail' | 'checkAccount' | 'ipCheck';

// Stricter than the contract's format on purpose: the sign-up form wants a reason, not a 400.
const EMAIL = /^[^\s@]+@([^\s@.]+\.)+[^\s@.]{2,}$/;

function emailProblem(email: string): string | undefined {
  if (!EMAIL.test(email)) return 'Please enter valid email';
  const domain = email.split('@')[1] ?? '';
  if (!domainToASCII(domain)) return 'The domain of this address is not valid';
  // Reserved top-level domains (RFC 2606) never receive mail.
  if (/\.(example|invalid|localhost)$/i.test(domain)) {
    return 'This domain cannot receive mail';
  }
  return undefined;
}

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
