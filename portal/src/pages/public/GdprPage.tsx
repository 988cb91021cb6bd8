import { Alert } from '@privacy-portal/ui/Alert';
import { Card } from '@privacy-portal/ui/Card';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/hooks.ts';
import { CallToAction, Grid, Hero, Section, TrialActions } from './parts.tsx';
import styles from './public.module.css';

interface DutyRow {
  duty: string;
  source: string;
  where: string;
}

const DUTIES: readonly DutyRow[] = [
  {
    duty: 'Ask before setting non-essential cookies',
    source: 'Art. 6(1)(a) and 7 GDPR; Art. 5(3) ePrivacy Directive',
    where: 'Cookie Banner, Auto Cookie Blocking, Cookie Scanner',
  },
  {
    duty: 'Be able to show that a person consented',
    source: 'Art. 7(1)',
    where: 'Consent Tracking, Consent Records',
  },
  {
    duty: 'Make withdrawing consent as easy as giving it',
    source: 'Art. 7(3)',
    where: 'Consent Preference (preference centre, Connection Manager)',
  },
  {
    duty: 'Answer access, rectification, erasure and other rights requests, normally within one month',
    source: 'Art. 12 to 22',
    where: 'DSAR web forms, workflows and dashboard',
  },
  {
    duty: 'Keep a record of processing activities',
    source: 'Art. 30',
    where: 'ROPA',
  },
  {
    duty: 'Know where personal data is held',
    source: 'Supports Art. 15 and 30',
    where: 'Data Discovery',
  },
];

/** /gdpr: how Privacy Portal helps with the duties of the GDPR (carefully worded: not legal advice). */
export function GdprPage() {
  const t = useT();
  return (
    <>
      <Hero
        eyebrow={t('gdpr.eyebrow')}
        title={t('gdpr.title')}
        lead={<p>{t('gdpr.lead')}</p>}
        actions={<TrialActions secondary={{ href: '/contactus?topic=sales', label: t('cta.talkToSales') }} />}
      />

      <div className={styles.container}>
        <div className={styles.notice}>
          <Alert tone="info" title="A tool, not legal advice">
            Privacy Portal gives you the means to meet these duties and to show that you do. It does not make
            a website compliant on its own, and nothing on this page is legal advice: decide legal bases,
            retention periods and disclosures with your data protection officer or legal counsel.
          </Alert>
        </div>
      </div>

      <Section
        id="gdpr-consent"
        title="Lawful consent for cookies and trackers"
        intro={
          <p>
            Where consent is your legal basis, it has to be freely given, specific, informed and unambiguous,
            and it has to come before the tracking starts.
          </p>
        }
      >
        <Grid>
          <Card title="Cookie banner" headingLevel={3}>
            <p>
              Design the banner your visitors see, in their language, with Accept and Reject equally easy to
              choose on the first layer and a link to your privacy policy. Every save is a version you can
              roll back to.
            </p>
          </Card>
          <Card title="Prior blocking" headingLevel={3}>
            <p>
              Auto Cookie Blocking holds analytics and marketing scripts until the visitor agrees to their
              category. Strictly necessary cookies keep working, so your site does too.
            </p>
          </Card>
          <Card title="Consent records" headingLevel={3}>
            <p>
              Each choice is recorded, so you can show when a visitor consented and to what. The Cookie
              Scanner keeps the list of cookies behind those choices current.
            </p>
          </Card>
        </Grid>
      </Section>

      <Section
        id="gdpr-rights"
        title="Data subject rights"
        tone="alt"
        intro={
          <p>
            People may ask to access, correct, erase, restrict or move their data, or object to its use. The
            answer is normally due within one month.
          </p>
        }
      >
        <Grid columns={2}>
          <Card title="Requests in one place" headingLevel={3}>
            <p>
              A request form on your website in 10 languages, identity verification before anything is shared,
              and workflows that take each request from receipt to reply before its deadline.
            </p>
          </Card>
          <Card title="Preferences people can change" headingLevel={3}>
            <p>
              Consent Preference lets subscribers choose what they hear from you and withdraw just as easily,
              keeps the wording they agreed to, and passes a withdrawal on to your email and CRM tools.
            </p>
          </Card>
        </Grid>
        <p className={styles.notice}>
          <Link to="/dsar">How DSAR management works</Link>
        </p>
      </Section>

      <Section
        id="gdpr-records"
        title="Records of processing and data discovery"
        intro={
          <p>
            Article 30 asks most organizations to document what personal data they process, why, on which
            legal basis, who receives it and how long it is kept. That record is only useful if it matches
            what your systems really hold.
          </p>
        }
      >
        <Grid columns={2}>
          <Card title="Records of processing (ROPA)" headingLevel={3}>
            <p>
              List your processing activities and link them to the assets (systems), vendors, customers,
              companies and policies involved. Update the record when a new tool comes in, not once a year.
            </p>
          </Card>
          <Card title="Data discovery" headingLevel={3}>
            <p>
              Connect your systems, run discovery jobs and read reports of where personal data is found. It
              keeps the record of processing honest and tells your team where to search when a request comes
              in.
            </p>
          </Card>
        </Grid>
      </Section>

      <Section
        id="gdpr-map"
        title="Duty by duty"
        tone="alt"
        intro={<p>Where each duty is handled in Privacy Portal.</p>}
      >
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>
              Article numbers refer to the GDPR (Regulation (EU) 2016/679) unless stated otherwise. A summary
              for orientation, not legal advice.
            </caption>
            <thead>
              <tr>
                <th scope="col">Duty</th>
                <th scope="col">Source</th>
                <th scope="col">Where in Privacy Portal</th>
              </tr>
            </thead>
            <tbody>
              {DUTIES.map((row) => (
                <tr key={row.duty}>
                  <th scope="row">{row.duty}</th>
                  <td>{row.source}</td>
                  <td>{row.where}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <CallToAction
        title={t('gdpr.ctaTitle')}
        text={<p>{t('gdpr.ctaText')}</p>}
        actions={
          <TrialActions secondary={{ href: '/contactus?topic=privacy', label: t('cta.askQuestion') }} />
        }
      />
    </>
  );
}
