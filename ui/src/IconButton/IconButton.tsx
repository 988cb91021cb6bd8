import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  type ButtonProps,
} from 'react-aria-components';
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

/** What a page listens to on the stand-in, to load the menu on first use. */
export type IconMenuTriggerEvents = Pick<
  ButtonProps,
  | 'onPress'
  | 'onPressStart'
  | 'onPressEnd'
  | 'onHoverStart'
  | 'onHoverEnd'
  | 'onFocus'
  | 'onBlur'
  | 'onKeyDown'
>;

export interface IconMenuTriggerProps extends IconMenuTriggerEvents {
  /** The menu's accessible name, as DropdownMenu's `label`. */
  label: string;
  icon: IconName;
  isDisabled?: boolean;
}

/**
 * The closed trigger of an icon-only DropdownMenu (`iconOnly`, e.g. a table row's actions), drawn
 * without the menu, popover and tooltip: IconButton's button with the menu trigger's marks
 * (IconMenuTrigger.test.tsx keeps them alike; here rather than in a file of its own so that it shares IconButton's chunk and stylesheet with the shell). A page shows it first and swaps in the DropdownMenu
 * on first use (portal/src/components/RowActionsMenu.tsx); the tooltip comes with the menu.
 */
export function IconMenuTrigger({ label, icon, isDisabled, ...events }: IconMenuTriggerProps) {
  return (
    <AriaButton
      className={[styles.button, styles.ghost, styles.md].join(' ')}
      aria-haspopup="true"
      aria-expanded={false}
      aria-label={label}
      isDisabled={isDisabled}
      {...events}
    >
      <Icon name={icon} size={20} />
    </AriaButton>
  );
}
