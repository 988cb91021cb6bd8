import { Button } from '../Button/index.ts';
import dialogStyles from '../Dialog/Dialog.module.css';
import { Dialog } from '../Dialog/index.ts';
import styles from './IdleDialog.module.css';

export interface IdleDialogProps {
  /** Whether the warning shows (the idle machine's `open`). */
  isOpen: boolean;
  /** Minutes of inactivity named in the text; the spec's text says 25. */
  inactiveMinutes?: number;
  /** Seconds left before the session expires (the idle machine's countdown). */
  secondsLeft: number;
  /** 'Keep me logged in': the app resets the idle timer. */
  onKeepAlive: () => void;
}

/**
 * The idle-session warning (portal-spec §4 "Idle session"). Only the button ends it: Escape and
 * outside presses are ignored so the session is never extended or ended without the user's intent.
 */
export function IdleDialog({ isOpen, inactiveMinutes = 25, secondsLeft, onKeepAlive }: IdleDialogProps) {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  return (
    <Dialog
      title="Are you still there?"
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={false}
      showCloseButton={false}
      footer={
        <Button onPress={onKeepAlive} autoFocus>
          Keep me logged in
        </Button>
      }
    >
      <p className={dialogStyles.message}>
        You have been inactive for {inactiveMinutes} min. Your session will expire in{' '}
        <span className={styles.seconds}>{seconds}</span> seconds.
      </p>
    </Dialog>
  );
}
