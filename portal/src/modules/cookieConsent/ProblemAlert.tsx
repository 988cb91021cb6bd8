import { Alert } from '@privacy-portal/ui/Alert';

/** A page's refusal of the last action (a delete, a bulk change), until it is dismissed; nothing when none. */
export function ProblemAlert({ problem, onDismiss }: { problem: string | null; onDismiss: () => void }) {
  return problem ? (
    <Alert tone="error" title="That did not work" onDismiss={onDismiss}>
      {problem}
    </Alert>
  ) : null;
}
