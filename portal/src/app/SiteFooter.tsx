import { Footer, type FooterTexts } from '@privacy-portal/ui/Footer';
import { PORTAL_NAME } from './constants.ts';

export interface SiteFooterProps {
  /** The footer's words in the visitor's language (the public layout's catalogue); English when omitted. */
  texts?: FooterTexts;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * The footer of the public site and of the application (portal-spec §2): one set of legal links. The
 * public layout passes its translated texts; the signed-in pages are English still, and so keep the
 * i18n runtime out of their weight.
 */
export function SiteFooter({ texts, lang, dir }: SiteFooterProps) {
  return (
    <Footer
      portalName={PORTAL_NAME}
      privacyPolicyHref="/privacy-policy"
      termsOfServiceHref="/terms-of-service"
      texts={texts}
      lang={lang}
      dir={dir}
    />
  );
}
