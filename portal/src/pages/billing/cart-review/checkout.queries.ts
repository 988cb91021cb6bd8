import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/queryClient.ts';

/**
 * GET /billing/checkout/available: the cart as it will be charged, with the applied promo code's
 * discount (the server computes it). A new code keeps the last review shown until its own arrives.
 */
export function useCheckoutReview(couponCode: string | null) {
  return $api.useQuery(
    'get',
    '/billing/checkout/available',
    { params: { query: couponCode ? { coupon_code: couponCode } : {} } },
    { select: (body) => body.response, placeholderData: keepPreviousData },
  );
}

/** GET /billing/check_coupon/{coupon_code}, asked when the user applies a code. */
export function useCheckCoupon(): (
  code: string,
) => Promise<{ valid: boolean; code: string; percentOff: number }> {
  const client = useQueryClient();
  return async (code) => {
    const body = await client.fetchQuery(
      $api.queryOptions('get', '/billing/check_coupon/{coupon_code}', {
        params: { path: { coupon_code: code } },
      }),
    );
    const { valid, code: applied, percent_off } = body.response;
    return { valid, code: applied, percentOff: percent_off };
  };
}

/** POST /billing/checkout/session: the provider's payment page for the cart. */
export function useCheckoutSession() {
  return $api.useMutation('post', '/billing/checkout/session');
}
