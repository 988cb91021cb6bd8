import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import spinner from '../theme/spinner.module.css';
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
  // Loading keeps focus on the button (aria-disabled) and ignores presses and submits. react-aria's own
  // isPending is not used: its announcement points at the label, which dangles once the button unmounts
  // (a form swapped for the next step), and screen readers then read an empty image.
  const pressProps = loading
    ? {
        onPress: undefined,
        onPressStart: undefined,
        onPressEnd: undefined,
        onPressUp: undefined,
        type: 'button' as const,
      }
    : {};
  return (
    <AriaButton
      {...rest}
      {...pressProps}
      isDisabled={isDisabled}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      className={[styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '']
        .filter(Boolean)
        .join(' ')}
    >
      {loading ? <span className={`${spinner.spinner} ${styles.spinner}`} aria-hidden="true" /> : null}
      <span className={loading ? styles.hiddenLabel : undefined}>{children}</span>
    </AriaButton>
  );
}
