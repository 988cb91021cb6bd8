import { EmptyState, LinkButton } from '@privacy-portal/ui';
import { useLocation } from 'react-router-dom';
import { PORTAL_NAME } from '../../app/constants.ts';
import { BILLING_SCREENS, type BillingScreen } from './billingScreens.ts';

/**
 * Billing screens are registered with their guards now; their content (catalogue, cart, checkout,
 * subscriptions) is the billing issue's. Until then the page says what it is for and where to ask.
 */
export function BillingPendingPage() {
  const { pathname } = useLocation();
  const screen: BillingScreen = BILLING_SCREENS[pathname] ?? {
    title: 'Billing',
    text: 'Plans, subscriptions and licences.',
  };
  return (
    <>
      <title>{screen.tabTitle ?? `${screen.title} · ${PORTAL_NAME}`}</title>
      <h1>{screen.title}</h1>
      <EmptyState
        title="Online purchase is not open yet"
        message={`${screen.text} To buy or change a plan today, contact our sales team.`}
        action={<LinkButton href="/contactus?topic=sales">Contact sales</LinkButton>}
      />
    </>
  );
}
