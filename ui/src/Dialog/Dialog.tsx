import type { CSSProperties, ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** Heading of the dialog; also its accessible name. */
  title: string;
  /** Body content. */
  children: ReactNode;
  /** Action buttons shown under the body; a function receives `close` to dismiss from inside. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Preferred width as a CSS length, e.g. '50rem'; never wider than the viewport. */
  width?: string;
  /** Controlled open state. Leave undefined when the dialog sits inside a react-aria `DialogTrigger`. */
  isOpen?: boolean;
  /** Fires with `false` when the user closes the dialog (Escape, outside press, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether Escape and a press outside close the dialog. Default true. */
  isDismissable?: boolean;
  /** Shows the × close button in the header. Default true. */
  showCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog on react-aria: focus trap, focus restore, Escape and scroll lock come from the primitives. */
export function Dialog({
  title,
  children,
  footer,
  width = '32rem',
  isOpen,
  onOpenChange,
  isDismissable = true,
  showCloseButton = true,
  closeLabel = 'Close',
  role = 'dialog',
}: DialogProps) {
  const style: CSSProperties = { width };
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal} style={style}>
        <AriaDialog className={styles.dialog} role={role}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {showCloseButton ? (
                  <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
                    <Icon name="close" size={16} />
                  </AriaButton>
                ) : null}
              </div>
              <div className={styles.body}>{children}</div>
              {footer ? (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
