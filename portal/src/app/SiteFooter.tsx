import { LOCALE_INFO } from '@privacy-portal/sdk/i18n';
import { Footer } from '@privacy-portal/ui/Footer';
import { useLocale, useT } from '../i18n/hooks.ts';
import { PORTAL_NAME } from './constants.ts';

/**
 * The footer of the public site and of the application (portal-spec §2): one set of legal links, in
 * the visitor's language (marked with it, since the signed-in pages around it are English still).
 */
export function SiteFooter() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Footer
      portalName={PORTAL_NAME}
      privacyPolicyHref="/privacy-policy"
      termsOfServiceHref="/terms-of-service"
      lang={locale}
      dir={LOCALE_INFO[locale].dir}
      texts={{
        copyright: t('footer.copyright', { year: new Date().getFullYear(), portalName: PORTAL_NAME }),
        legal: t('footer.legal'),
        privacyPolicy: t('footer.privacyPolicy'),
        termsOfService: t('footer.termsOfService'),
      }}
    />
  );
}
