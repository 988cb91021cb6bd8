import { Card } from '@privacy-portal/ui/Card';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { useT } from '../../i18n/hooks.ts';
import { CallToAction, CheckList, Grid, Hero, Section, Steps } from './parts.tsx';
import styles from './public.module.css';

const APPLY = '/contactus?topic=partnership';

/** /partners: the partner programme for agencies and resellers, and how to apply. */
export function PartnersPage() {
  const t = useT();
  return (
    <>
      <Hero
        eyebrow={t('partners.eyebrow')}
        title={t('partners.title')}
        lead={<p>{t('partners.lead')}</p>}
        actions={
          <>
            <LinkButton href={APPLY}>{t('partners.apply')}</LinkButton>
            <LinkButton href="/pricing" variant="secondary">
              {t('cta.seePricing')}
            </LinkButton>
          </>
        }
        aside={
          <>
            <h2 className={styles.asideTitle}>Who partners with us</h2>
            <CheckList
              items={[
                'Digital agencies and web studios',
                'Hosting and managed service providers',
                'Resellers of software for websites',
                'Privacy consultants and outsourced DPOs',
              ]}
            />
          </>
        }
      />

      <Section
        id="partners-benefits"
        title="What partners get"
        intro={
          <p>
            Privacy Portal is built around companies, organizations and websites, which is how an agency
            already works: your company, one organization per client, one property per client website.
          </p>
        }
      >
        <Grid>
          <Card title="All clients in one account" headingLevel={3}>
            <p>
              Create an organization for each client and add their websites as properties. Switch between them
              from the header instead of juggling logins.
            </p>
          </Card>
          <Card title="Access for your clients' teams" headingLevel={3}>
            <p>
              Invite client staff to their own organization only: as Organization Administrator to manage it,
              or as Organization View only to follow without changing anything.
            </p>
          </Card>
          <Card title="Licences where they are needed" headingLevel={3}>
            <p>
              Buy licences in one subscription and assign them: Cookie Consent and Consent Preference to a
              website, DSAR to a client organization.
            </p>
          </Card>
          <Card title="Bundles for several websites" headingLevel={3}>
            <p>
              Business bundles three Cookie Consent plans with one DSAR plan; Business Plus bundles five
              Cookie Consent, one DSAR and five Consent Preference plans.
            </p>
          </Card>
          <Card title="White-glove setup" headingLevel={3}>
            <p>
              Ask for white-glove setup of a client: scanning the site, categorising cookies, configuring the
              banner and publishing a request form with you, so your team learns it on a real project.
            </p>
          </Card>
          <Card title="Commercial terms that fit" headingLevel={3}>
            <p>
              Resale, referral or managed service: we agree the model and the terms with each partner after a
              first call, based on the number of clients and websites you bring.
            </p>
          </Card>
        </Grid>
      </Section>

      <Section id="partners-apply" title="How to apply" tone="alt">
        <Steps
          steps={[
            {
              title: 'Tell us about your business',
              text: 'Send the contact form with the topic Partnership: what you do, how many client websites you look after and where they are.',
            },
            {
              title: 'Talk it through',
              text: 'We reply to set up a call about your clients, the products they need and the partnership model that suits you.',
            },
            {
              title: 'Set up your account',
              text: 'Create your company account, add your first client as an organization and start with the products it needs.',
            },
          ]}
        />
      </Section>

      <CallToAction
        title={t('partners.ctaTitle')}
        text={<p>{t('partners.ctaText')}</p>}
        actions={<LinkButton href={APPLY}>{t('partners.apply')}</LinkButton>}
      />
    </>
  );
}
