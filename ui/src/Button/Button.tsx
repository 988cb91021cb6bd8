import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /** primary: the main action of a view; secondary: the others; danger: destructive; ghost: low emphasis. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'sm' | 'md';
  /** Shows a spinner, keeps the width and blocks presses while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
}

/** A button on react-aria: keyboard, focus ring and press handling come from the primitive. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  isDisabled,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      {...rest}
      isDisabled={isDisabled}
      // Pending stays focusable and announced (aria-disabled), as react-aria intends, but ignores presses.
      isPending={loading}
      className={[styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '']
        .filter(Boolean)
        .join(' ')}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span className={loading ? styles.hiddenLabel : undefined}>{children}</span>
    </AriaButton>
  );
}
