import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import styles from './IconButton.module.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'aria-label' | 'aria-labelledby'> {
  /** The icon to show. */
  icon: IconName;
  /** Accessible name, also shown as the tooltip. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** ghost: toolbar and header actions; secondary: bordered; primary: filled; danger: destructive. */
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  /** sm: 32 px square with a 16 px icon; md: 40 px square with a 20 px icon. */
  size?: 'sm' | 'md';
  /** A small count on the icon (cart items, unread notifications); it is appended to the accessible name as shown (over 99 shows '99+'). */
  count?: number;
  /** Shows the label as a tooltip on hover and focus. */
  showTooltip?: boolean;
  /** Side of the button the tooltip prefers. */
  tooltipPlacement?: 'top' | 'bottom' | 'start' | 'end';
}

/** A square button that shows only an icon; its label is the accessible name and the tooltip. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  count,
  showTooltip = true,
  tooltipPlacement = 'bottom',
  ...rest
}: IconButtonProps) {
  const shownCount = count !== undefined && count > 0 ? (count > 99 ? '99+' : String(count)) : undefined;
  const button = (
    <AriaButton
      {...rest}
      // The name holds the count as shown, so the visible text stays part of the name (WCAG 2.5.3).
      aria-label={shownCount ? `${label} ${shownCount}` : label}
      className={[styles.button, styles[variant], styles[size]].join(' ')}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
      {shownCount ? <span className={styles.count}>{shownCount}</span> : null}
    </AriaButton>
  );
  return (
    <Tooltip content={label} placement={tooltipPlacement} isDisabled={!showTooltip}>
      {button}
    </Tooltip>
  );
}
