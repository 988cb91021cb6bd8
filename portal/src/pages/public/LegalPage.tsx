import { TERMS_TEXT } from '@privacy-portal/ui/TermsDialog';
import { useT } from '../../i18n/hooks.ts';
import { PRIVACY_POLICY_TEXT } from './legal-text.ts';
import styles from './public.module.css';

const HEADING = /^\d+\.\s/;

/** Renders blocks separated by blank lines; a one-line numbered block is a heading. */
function LegalText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim());
  return (
    <>
      {blocks.map((block) =>
        HEADING.test(block) && !block.includes('\n') ? (
          <h2 key={block}>{block}</h2>
        ) : (
          <p key={block}>{block}</p>
        ),
      )}
    </>
  );
}

/** /privacy-policy: how the portal handles its own users' data (linked from the footer). */
export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <>
      <article className={`${styles.section} ${styles.container}`}>
        <h1>{t('legal.privacyPolicy')}</h1>
        <LegalText text={PRIVACY_POLICY_TEXT} />
      </article>
    </>
  );
}

/** /terms-of-service: the same terms every user accepts in the terms dialog. */
export function TermsOfServicePage() {
  const t = useT();
  return (
    <>
      <article className={`${styles.section} ${styles.container}`}>
        <h1>{t('legal.termsOfService')}</h1>
        <LegalText text={TERMS_TEXT} />
      </article>
    </>
  );
}
