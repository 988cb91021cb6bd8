import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { type Auth, member } from '../../access/access.ts';
import { requirePurchase } from '../billing-access.ts';
import { createCheckout } from './checkout.service.ts';

export function checkoutHandlers(deps: Deps): Pick<Handlers<Auth>, 'createCheckoutSession'> {
  return {
    createCheckoutSession: async ({ auth, body }) => {
      const m = member(auth);
      requirePurchase(m, 'buy plans');
      return { status: 201, body: { response: await createCheckout(deps, m, body?.coupon_code) } };
    },
  };
}
