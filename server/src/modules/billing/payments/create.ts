import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

/** Stripe when a secret key is configured; otherwise the built-in test provider. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (!config.stripeSecretKey) return createTestProvider(db);
  return createStripeProvider({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    apiBase: config.stripeApiBase,
    appUrl: config.appUrl,
  });
}
