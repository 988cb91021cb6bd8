import { Icon } from '../../Icon/index.ts';
import styles from './FormIdentifierStatus.module.css';

export type IdentifierState = 'idle' | 'checking' | 'available' | 'taken' | 'error';

export interface FormIdentifierStatusProps {
  state: IdentifierState;
  /** The server's reason when it is taken. */
  reason?: string | undefined;
  /** The form's address with this identifier, said when it is free. */
  address?: string | undefined;
}

/** What the server said of the identifier being typed: checking, free (with the address it gives), taken. */
export function FormIdentifierStatus({ state, reason, address }: FormIdentifierStatusProps) {
  let content = null;
  if (state === 'checking') {
    content = <span className={styles.muted}>Checking whether it is free…</span>;
  } else if (state === 'available') {
    content = (
      <span className={styles.ok}>
        <Icon name="check" size={16} />
        {address ? `Free: the form’s address will be ${address}` : 'Free.'}
      </span>
    );
  } else if (state === 'taken') {
    content = (
      <span className={styles.taken}>
        <Icon name="error" size={16} />
        {reason ? `Taken: ${reason.replace(/\.$/, '')}.` : 'Taken: another form uses it.'}
      </span>
    );
  } else if (state === 'error') {
    content = (
      <span className={styles.muted}>It could not be checked now; it is checked again when you save.</span>
    );
  }
  return (
    <p role="status" className={styles.status}>
      {content}
    </p>
  );
}
