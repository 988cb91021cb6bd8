import { Alert, Button, Card } from '@privacy-portal/ui';
import { Link } from 'react-router-dom';
import styles from './SetupWizard.module.css';

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
  const query = `?oid=${organizationId}&pid=${propertyId}`;
  return (
    <Card title="You are all set">
      <div className={styles.form}>
        <Alert tone="success">
          {propertyName} in {organizationName} is ready and is now your current property.
        </Alert>
        <p>Next, open the welcome page for your next steps, or look at the analytics dashboard.</p>
        <div className={styles.actions}>
          <Link className={`${styles.linkButton} ${styles.primary}`} to={`/home/welcome${query}`}>
            Go to the welcome page
          </Link>
          <Link
            className={`${styles.linkButton} ${styles.secondary}`}
            to={`/home/dashboard/analytics${query}`}
          >
            Open the analytics dashboard
          </Link>
        </div>
        <div className={styles.actions}>
          <span>Another website to manage?</span>
          <Button variant="secondary" size="sm" onPress={onAddAnother}>
            Add another property
          </Button>
        </div>
      </div>
    </Card>
  );
}
