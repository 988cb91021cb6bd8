import type { Schemas } from '@privacy-portal/sdk';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { ProgressBar } from '@privacy-portal/ui/ProgressBar';
import billing from '../billing.module.css';
import {
  billedLabel,
  formatCyclePrice,
  formatDate,
  isLive,
  licenceUsage,
  planTitle,
  quantityUnit,
  subscriptionStatus,
} from '../billing-view.ts';
import styles from './Manage.module.css';

type Subscription = Schemas['Subscription'];
type Licence = Schemas['Licence'];

interface SubscriptionCardProps {
  subscription: Subscription;
  /** The role may buy and change subscriptions (§6). */
  canManage: boolean;
  /** The pricing page on this product's tab. */
  upgradeHref: string;
  busy: boolean;
  onChangeQuantity: () => void;
  onCancel: () => void;
  onAssign: (licence: Licence) => void;
  onRelease: (licence: Licence) => void;
}

const LICENCE_COLUMNS: DataTableColumn<Licence>[] = [
  { id: 'product', header: 'Product', value: (row) => row.product_name },
  {
    id: 'assigned',
    header: 'Assigned to',
    value: (row) => row.assigned_to?.name ?? '',
    cell: (row) =>
      row.assigned_to ? (
        <span>
          {row.assigned_to.name}{' '}
          <span className={billing.note}>
            ({row.assigned_to.kind === 'organization' ? 'organization' : 'property'})
          </span>
        </span>
      ) : (
        <Badge tone="neutral">Not assigned</Badge>
      ),
  },
  {
    id: 'since',
    header: 'Since',
    value: (row) => row.assigned_at ?? '',
    cell: (row) => (row.assigned_at ? formatDate(row.assigned_at) : '—'),
  },
];

/** One subscription: plan, status, period, licences used, and its licences with their assignment. */
export function SubscriptionCard({
  subscription,
  canManage,
  upgradeHref,
  busy,
  onChangeQuantity,
  onCancel,
  onAssign,
  onRelease,
}: SubscriptionCardProps) {
  const { plan } = subscription;
  const status = subscriptionStatus(subscription);
  const usage = licenceUsage(subscription.licences);
  const live = isLive(subscription.status);
  const changeable = live && !subscription.cancel_at_period_end && canManage;
  const upgradable = live && plan.tier !== 'enterprise';
  const title = planTitle(plan);

  return (
    <Card
      title={title}
      headingLevel={3}
      description={`${billedLabel(plan.cycle)} · ${formatCyclePrice(plan.price, plan.cycle)} per ${quantityUnit(plan.type)} · quantity ${subscription.quantity}`}
      actions={<Badge tone={status.tone}>{status.label}</Badge>}
    >
      <div className={styles.subscription}>
        <dl className={styles.facts}>
          <div>
            <dt>Current period</dt>
            <dd>
              {formatDate(subscription.current_period_start)} – {formatDate(subscription.current_period_end)}
            </dd>
          </div>
          {status.detail ? (
            <div>
              <dt>Status</dt>
              <dd>{status.detail}</dd>
            </div>
          ) : null}
          {subscription.discount_percentage > 0 ? (
            <div>
              <dt>Discount</dt>
              <dd>{subscription.discount_percentage}% off</dd>
            </div>
          ) : null}
        </dl>
        <ProgressBar
          label="Licences assigned"
          value={usage.assigned}
          maxValue={Math.max(usage.total, 1)}
          valueLabel={usage.label}
        />
        {live ? (
          <div className={styles.actions}>
            {changeable ? (
              <Button variant="secondary" size="sm" onPress={onChangeQuantity} isDisabled={busy}>
                Change quantity<span className="visually-hidden"> of {title}</span>
              </Button>
            ) : null}
            {upgradable && canManage ? (
              <LinkButton variant="secondary" size="sm" href={upgradeHref}>
                Upgrade<span className="visually-hidden"> {title}</span>
              </LinkButton>
            ) : null}
            {changeable ? (
              <Button variant="danger" size="sm" onPress={onCancel} isDisabled={busy}>
                Cancel subscription<span className="visually-hidden"> {title}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
        {subscription.licences.length > 0 ? (
          <DataTable
            caption={`Licences of ${title}`}
            columns={LICENCE_COLUMNS}
            rows={subscription.licences}
            getRowId={(row) => String(row.id)}
            rowActionsLabel="Assignment"
            rowActions={
              live && canManage
                ? (licence) =>
                    licence.assigned_to ? (
                      <Button variant="ghost" size="sm" onPress={() => onRelease(licence)} isDisabled={busy}>
                        Release<span className="visually-hidden"> {licence.assigned_to.name}</span>
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        onPress={() => onAssign(licence)}
                        isDisabled={busy}
                      >
                        Assign<span className="visually-hidden"> {licence.product_name} licence</span>
                      </Button>
                    )
                : undefined
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
