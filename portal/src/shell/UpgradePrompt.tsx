import { LicenceStatusModal, type LicenceStatusProduct } from '@privacy-portal/ui/LicenceStatusModal';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GuardState } from '../routing/Guard.tsx';
import type { Licence } from '../routing/route-table.ts';

const PRODUCT: Record<Licence, LicenceStatusProduct> = {
  dsar: 'DSAR',
  cookieConsent: 'Cookie Consent Management',
  consentPreference: 'Consent Preference',
  socialFortuna: 'Social Fortuna',
};

const isLicence = (value: unknown): value is Licence => typeof value === 'string' && value in PRODUCT;

/** After a licence guard sent the user here: which product lacks its licence, and how to get one. */
export function UpgradePrompt() {
  const location = useLocation();
  const navigate = useNavigate();
  const upgrade = (location.state as GuardState | null)?.upgrade;
  if (!isLicence(upgrade)) return null;
  const close = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <LicenceStatusModal
      isOpen
      product={PRODUCT[upgrade]}
      // Licences are assigned to organizations and properties on the subscription management page.
      onManageSubscription={() => navigate(`/settings/billing/manage${location.search}`)}
      onClose={close}
    />
  );
}
