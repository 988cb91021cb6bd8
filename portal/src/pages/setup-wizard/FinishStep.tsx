import { withOidPid } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Button } from '@privacy-portal/ui/Button';
import { Card } from '@privacy-portal/ui/Card';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import forms from '../../components/forms.module.css';

export interface FinishStepProps {
  organizationId: number;
  organizationName: string;
  propertyId: number;
  propertyName: string;
  /** Starts another property (or organization) from the wizard. */
  onAddAnother: () => void;
}

/** The end of the wizard: the new pair is selected; links carry it as oid and pid like every product link. */
export function FinishStep({
  organizationId,
  organizationName,
  propertyId,
  propertyName,
  onAddAnother,
}: FinishStepProps) {
  const withPair = (route: string) => withOidPid(route, organizationId, propertyId);
  return (
    <Card title="You are all set">
      <div className={forms.form}>
        <Alert tone="success">
          {propertyName} in {organizationName} is ready and is now your current property.
        </Alert>
        <p>Next, open the welcome page for your next steps, or look at the analytics dashboard.</p>
        <div className={forms.actions}>
          <LinkButton href={withPair('/home/welcome')}>Go to the welcome page</LinkButton>
          <LinkButton variant="secondary" href={withPair('/home/dashboard/analytics')}>
            Open the analytics dashboard
          </LinkButton>
        </div>
        <div className={forms.actions}>
          <span>Another website to manage?</span>
          <Button variant="secondary" size="sm" onPress={onAddAnother}>
            Add another property
          </Button>
        </div>
      </div>
    </Card>
  );
}
