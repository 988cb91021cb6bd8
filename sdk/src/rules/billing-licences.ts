import type { components } from '../generated/schema.ts';
import { type ProductKey, productOfType } from './billing-catalogue.ts';

/** How many licences of each product `quantity` units of the plan grant (a bundle: its contents each). */
export function licenceCounts(
  plan: { type: number; contents: readonly components['schemas']['BundleContent'][] },
  quantity: number,
): Map<ProductKey, number> {
  const out = new Map<ProductKey, number>();
  const own = productOfType(plan.type);
  if (own) out.set(own, quantity);
  else {
    for (const c of plan.contents) {
      const product = productOfType(c.type);
      if (product) out.set(product, (out.get(product) ?? 0) + c.quantity * quantity);
    }
  }
  return out;
}
