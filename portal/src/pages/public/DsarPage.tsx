import { Card } from '@privacy-portal/ui/Card';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/hooks.ts';
import { CallToAction, CheckList, Grid, Hero, Section, Steps, TrialActions } from './parts.tsx';
import styles from './public.module.css';

/** calls-billing-spec §9: the web form templates' languages. */
const FORM_LANGUAGES = [
  'English',
  'German',
  'French',
  'Spanish',
  'Italian',
  'Portuguese (Brazil)',
  'Arabic',
  'Hindi',
  'Chinese',
  'Japanese',
] as const;

/** calls-billing-spec §9: DSAR limits per plan. */
const PLAN_LIMITS: readonly { item: string; values: readonly [string, string, string, string] }[] = [
  { item: 'Request forms', values: ['1', '2', '10', 'Unlimited'] },
  { item: 'Workflows', values: ['1', '5', '15', 'Unlimited'] },
  { item: 'Requests', values: ['Up to 5,000', 'Up to 20,000', 'Up to 40,000', 'Unlimited'] },
  { item: 'Integrations', values: ['1', '2', '5', 'Unlimited'] },
  { item: 'Users', values: ['Up to 1', 'Up to 2', 'Up to 5', 'Unlimited'] },
  { item: 'Support response', values: ['24 hours', '24 hours', '12 hours', '3 hours'] },
];
const PLAN_NAMES = ['Basic', 'Essentials', 'Professional', 'Enterprise'] as const;

/** /dsar: what data subject request management does in Privacy Portal. */
export function DsarPage() {
  const t = useT();
  return (
    <>
      <Hero
        eyebrow={t('dsar.eyebrow')}
        title={t('dsar.title')}
        lead={<p>{t('dsar.lead')}</p>}
        actions={<TrialActions secondary={{ href: '/contactus?topic=sales', label: t('cta.talkToSales') }} />}
        aside={
          <>
            <h2 className={styles.asideTitle}>At a glance</h2>
            <CheckList
              items={[
                'Request forms in 10 languages',
                'Identity verification before any data is shared',
                'Workflows with deadlines: one month (GDPR), 45 days (CCPA)',
                'One dashboard for every request',
                'One licence per organization',
                '14-day free trial',
              ]}
            />
          </>
        }
      />

      <Section
        id="dsar-features"
        title="What DSAR management does"
        intro={
          <p>
            A data subject access request (DSAR) can arrive by email, phone or letter, and the clock starts
            when it arrives. Giving people one place to ask, and your team one place to answer, is how
            requests stop getting lost.
          </p>
        }
      >
        <Grid>
          <Card title="Web forms in 10 languages" headingLevel={3}>
            <p>
              Publish a request form on your website in {FORM_LANGUAGES.slice(0, -1).join(', ')} or{' '}
              {FORM_LANGUAGES.at(-1)}. Visitors pick their language; you brand the header, welcome text and
              footer.
            </p>
            <p className={styles.muted}>
              The default form asks who is asking and what for (access, deletion, correction or opt-out), with
              name, email, country, state, city and details. A file upload and a captcha are optional.
            </p>
          </Card>
          <Card title="Identity verification" headingLevel={3}>
            <p>
              Make verification the first step of every workflow, so that nothing is searched or disclosed
              before you know the requester is the person the data is about, or acts for them.
            </p>
            <p className={styles.muted}>
              Ask only for what you need to be sure: data collected to verify someone is personal data too.
            </p>
          </Card>
          <Card title="Workflows with deadlines" headingLevel={3}>
            <p>
              A workflow is the list of steps a request goes through: verify the identity, search your
              systems, prepare the answer, reply. Attach one to each form and assign steps to teammates.
            </p>
            <p className={styles.muted}>
              Each request carries its deadline: one month under the GDPR, 45 days under the CCPA.
            </p>
          </Card>
          <Card title="Request dashboard" headingLevel={3}>
            <p>
              See every request of the organization by status, and the ones close to their deadline, on one
              dashboard. Open a request for the form answers and where its workflow stands.
            </p>
          </Card>
          <Card title="Team roles" headingLevel={3}>
            <p>
              Invite the people who handle requests and give them the organizations they work on. Organization
              Administrators manage them; Organization View only members can read without changing anything.
            </p>
          </Card>
          <Card title="Licensed per organization" headingLevel={3}>
            <p>
              One DSAR licence covers an organization: its request forms, workflows and requests, within your
              plan's limits. Cookie Consent and Consent Preference are licensed per website instead.
            </p>
          </Card>
        </Grid>
      </Section>

      <Section
        id="dsar-deadlines"
        title="The deadlines we track"
        tone="alt"
        intro={
          <p>
            The deadline is set when the request arrives, so the dashboard can show what is due first. The
            figures below are a summary for orientation; check the rules that apply to you.
          </p>
        }
      >
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>A summary, not legal advice.</caption>
            <thead>
              <tr>
                <th scope="col">Law</th>
                <th scope="col">Time to answer</th>
                <th scope="col">Extension</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">GDPR (EU)</th>
                <td>One month from receipt</td>
                <td>
                  Up to two further months for complex or numerous requests, if you tell the person within the
                  first month and explain why.
                </td>
              </tr>
              <tr>
                <th scope="row">CCPA (California)</th>
                <td>45 days from receipt</td>
                <td>
                  One further 45-day period when reasonably necessary, if you tell the consumer within the
                  first 45 days.
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="dsar-steps" title="From first form to first answer">
        <Steps
          steps={[
            {
              title: 'Add your organization',
              text: 'Sign up, create the organization the requests are for, and assign it a DSAR licence.',
            },
            {
              title: 'Publish a request form',
              text: 'Choose the languages and fields, publish the form and link it from your privacy notice.',
            },
            {
              title: 'Set up a workflow',
              text: 'List the steps from verification to reply, assign owners and attach the workflow to the form.',
            },
            {
              title: 'Answer from the dashboard',
              text: 'New requests appear with their deadline. Work through the steps and reply in time.',
            },
          ]}
        />
      </Section>

      <Section
        id="dsar-plans"
        title="What each plan includes"
        tone="alt"
        intro={
          <p>
            The plans differ in how many forms, workflows, requests and users an organization can have, and in
            how fast support answers. Prices are on the <Link to="/pricing">pricing page</Link>.
          </p>
        }
      >
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Per organization</th>
                {PLAN_NAMES.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PLAN_LIMITS.map((row) => (
                <tr key={row.item}>
                  <th scope="row">{row.item}</th>
                  {row.values.map((value, index) => (
                    <td key={PLAN_NAMES[index]}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <CallToAction
        title={t('dsar.ctaTitle')}
        text={<p>{t('dsar.ctaText')}</p>}
        actions={<TrialActions secondary={{ href: '/pricing', label: t('cta.seePricing') }} />}
      />
    </>
  );
}
