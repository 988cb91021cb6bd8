import { Footer } from '@privacy-portal/ui/Footer';
import { PORTAL_NAME } from './constants.ts';

/** The footer of the public site and of the application (portal-spec §2): one set of legal links. */
export function SiteFooter() {
  return (
    <Footer
      portalName={PORTAL_NAME}
      privacyPolicyHref="/privacy-policy"
      termsOfServiceHref="/terms-of-service"
    />
  );
}
