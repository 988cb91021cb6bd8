import { domainToASCII } from 'node:url';
import type { Deps } from '../../deps.ts';
import type { Handlers } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import type { Auth } from '../access/access.ts';
import { findUserByEmail } from './users.queries.ts';

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

export function accountCheckHandlers(deps: Deps): Pick<Handlers<Auth>, CheckOps> {
  return {
    checkEmailVerify: async ({ query }) => {
      const user = await findUserByEmail(deps.db, query.email);
      if (!user) throw notFound('Account');
      return {
        status: 200,
        body: { response: { email: user.email, emailVerified: user.email_verified_at !== null } },
      };
    },
    checkEmail: async ({ query }) => {
      const email = query.email.trim().toLowerCase();
      const problem = emailProblem(email);
      const taken = problem ? false : Boolean(await findUserByEmail(deps.db, email));
      const reason = problem ?? (taken ? 'An account with this email already exists' : undefined);
      return {
        status: 200,
        body: {
          response: { email, valid: !problem, available: !problem && !taken, ...(reason ? { reason } : {}) },
        },
      };
    },
    checkAccount: async ({ query }) => {
      const user = await findUserByEmail(deps.db, query.email);
      return {
        status: 200,
        body: {
          response: {
            exists: Boolean(user),
            emailVerified: Boolean(user?.email_verified_at),
            registration_complete: Boolean(user?.registration_completed_at),
          },
        },
      };
    },
    ipCheck: async ({ ctx }) => ({ status: 200, body: { response: { UserIP: ctx.ip } } }),
  };
}
