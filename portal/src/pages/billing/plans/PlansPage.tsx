import {
  GROUP_PRODUCT_NAME,
  licenceScope,
  licencesText,
  pricingTabProducts,
  type Schemas,
} from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { Card } from '@privacy-portal/ui/Card';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { ProgressBar } from '@privacy-portal/ui/ProgressBar';
import { Fragment } from 'react';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import settings from '../../settings/settings.module.css';
import billing from '../billing.module.css';
import {
  availabilityRows,
  BILLING_PATHS,
  billedLabel,
  type FeatureRow,
  featureRows,
  isLive,
  planInclusions,
  planTitle,
  subscriptionStatus,
  usageView,
} from '../billing-view.ts';
import { useAllowedFeatures, useSubscriptions } from '../manage/manage.queries.ts';
import { useBillingHref } from '../useBillingHref.ts';
import styles from './Plans.module.css';

type Subscription = Schemas['Subscription'];
type PlanRecord = Schemas['PlanRecord'];
type PlanDetail = Schemas['PlanDetail'];

/** The pricing tabs' products (module registry), named and scoped as the catalogue does. */
const PRODUCTS = pricingTabProducts().map((key) => ({
  key,
  label: GROUP_PRODUCT_NAME[key],
  scope: licenceScope(key),
}));

const FEATURE_COLUMNS: DataTableColumn<FeatureRow>[] = [
  { id: 'feature', header: 'Feature', value: (row) => row.feature },
  {
    id: 'value',
    header: 'Allowance',
    value: (row) => row.value,
    cell: (row) => (row.included ? row.value : <Badge tone="neutral">{row.value}</Badge>),
    align: 'end',
  },
];

/** One subscription's plan and the limits each of its licences gives. */
function PlanCard({ subscription }: { subscription: Subscription }) {
  const status = subscriptionStatus(subscription);
  return (
    <Card
      title={planTitle(subscription.plan)}
      headingLevel={3}
      description={`${billedLabel(subscription.plan.cycle)} · quantity ${subscription.quantity}`}
    >
      <p className={styles.status}>
        <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      {planInclusions(subscription).map((inclusion) => (
        <div key={inclusion.product} className={styles.inclusion}>
          <h4>
            {inclusion.productName} · {licencesText(inclusion.licences)}
          </h4>
          <p className={billing.note}>Each licence includes:</p>
          <dl className={styles.limits}>
            {inclusion.rows.map((row) => (
              <Fragment key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      ))}
    </Card>
  );
}

function detailText(detail: PlanDetail): string {
  return `${detail.plan_name} · ${billedLabel(detail.cycle)}`;
}

/** What the selected organization and property hold and have used this month. */
function SelectionUsage({ record, pricingHref }: { record: PlanRecord; pricingHref: string }) {
  const usage = [
    usageView('Pageviews this month', record.usage.pageviews),
    usageView('Consents recorded this month', record.usage.consents),
    usageView('Cookie scans this month', record.usage.scans),
    usageView('Requests this month', record.usage.requests),
  ];
  const features = featureRows(record.features);
  return (
    <>
      <ul className={styles.products}>
        {PRODUCTS.map((product) => {
          const detail = record.plan_details[product.key];
          return (
            <li key={product.key} className={styles.product}>
              <span className={styles.productName}>{product.label}</span>
              {detail ? (
                <>
                  <span>{detailText(detail)}</span>
                  <Badge tone={isLive(detail.status) ? 'success' : 'neutral'}>
                    {isLive(detail.status) ? 'Licensed' : 'Inactive'}
                  </Badge>
                </>
              ) : (
                <>
                  <span className={billing.note}>No licence for this {product.scope}</span>
                  <LinkButton variant="secondary" size="sm" href={pricingHref}>
                    Get {product.label}
                  </LinkButton>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.usage}>
        {usage.map((meter) => (
          <div key={meter.label} className={styles.meter}>
            {meter.bar ? (
              <ProgressBar
                label={meter.label}
                value={meter.bar.value}
                maxValue={meter.bar.maxValue}
                valueLabel={meter.bar.valueLabel}
                tone={meter.bar.tone}
              />
            ) : (
              <span>{meter.label}</span>
            )}
            <p className={billing.note}>{meter.note}</p>
          </div>
        ))}
      </div>
      <dl className={settings.facts}>
        {availabilityRows(record).map((row) => (
          <div key={row.label} className={settings.fact}>
            <dt>
              {row.label}
              {row.detail ? ` · ${row.detail}` : ''}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {features.length > 0 ? (
        <DataTable
          caption="Features of this selection's plans"
          columns={FEATURE_COLUMNS}
          rows={features}
          getRowId={(row) => row.feature}
          pageSize={50}
        />
      ) : null}
    </>
  );
}

/** /plans: the company's plans and what each includes, and the selected pair's usage. */
export function PlansPage() {
  const { selection, organization, property } = useSession();
  const href = useBillingHref();
  const subscriptions = useSubscriptions();
  const record = useAllowedFeatures(selection);

  return (
    <div className={settings.page}>
      <PageIntro
        title="Plans"
        description="The plans of your subscriptions and what each includes, and how much of it the selected organization and property use."
        actions={
          <LinkButton variant="secondary" href={href(BILLING_PATHS.manage)}>
            Manage subscriptions
          </LinkButton>
        }
      />
      <section aria-labelledby="plans-heading" className={settings.stack}>
        <h2 id="plans-heading" className={settings.sectionTitle}>
          Your plans
        </h2>
        <QueryState queries={[subscriptions]} loadingLabel="Loading your plans" what="your plans">
          {(list) => {
            const live = list.filter((s) => isLive(s.status));
            return live.length === 0 ? (
              <EmptyState
                headingLevel={3}
                title="No active plan"
                message="You don't have an active plan yet. Choose one on the pricing page; a 14-day free trial is available."
                action={<LinkButton href={href(BILLING_PATHS.pricing)}>See plans and pricing</LinkButton>}
              />
            ) : (
              <div className={styles.cards}>
                {live.map((subscription) => (
                  <PlanCard key={subscription.id} subscription={subscription} />
                ))}
              </div>
            );
          }}
        </QueryState>
      </section>
      {selection ? (
        <section aria-labelledby="usage-heading" className={settings.stack}>
          <h2 id="usage-heading" className={settings.sectionTitle}>
            {property && organization
              ? `Usage of ${property.property_name} (${organization.orgname})`
              : 'Usage of the selected property'}
          </h2>
          <QueryState queries={[record]} loadingLabel="Loading the usage" what="the usage">
            {(planRecord) => <SelectionUsage record={planRecord} pricingHref={href(BILLING_PATHS.pricing)} />}
          </QueryState>
        </section>
      ) : null}
    </div>
  );
}
