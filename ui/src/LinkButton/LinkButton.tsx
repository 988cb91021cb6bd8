import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import buttonStyles from '../Button/Button.module.css';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  /** Where it goes; internal paths navigate through the app's router (react-aria RouterProvider). */
  href: string;
  /** The look of the matching Button variant. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'sm' | 'md';
  fullWidth?: boolean;
}

/** A link that looks like a Button: for calls to action that go to another page rather than act. */
export function LinkButton({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: LinkButtonProps) {
  return (
    <AriaLink
      {...rest}
      className={[
        buttonStyles.button,
        buttonStyles[variant],
        buttonStyles[size],
        fullWidth ? buttonStyles.fullWidth : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </AriaLink>
  );
}
