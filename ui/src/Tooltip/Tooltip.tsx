import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, OverlayArrow, TooltipTrigger } from 'react-aria-components';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** The trigger: one focusable react-aria element, e.g. `Button`, `IconButton` or a react-aria `Link`. */
  children: ReactNode;
  /** What the tooltip says. */
  content: ReactNode;
  /** Fixed width in px (the notification tooltip is 400). Without it the tooltip fits its text, up to 280 px. */
  width?: number;
  /** Side of the trigger the tooltip prefers; it flips when there is no room. */
  placement?: 'top' | 'bottom' | 'start' | 'end' | 'left' | 'right';
  /** Hover delay in ms before opening; keyboard focus opens at once. */
  delay?: number;
  /** Delay in ms before closing once the pointer leaves. */
  closeDelay?: number;
  /** 'focus' opens only on keyboard focus, not on hover. */
  trigger?: 'hover' | 'focus';
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Turns the tooltip off without touching the trigger. */
  isDisabled?: boolean;
}

/** A tooltip on react-aria: opens on hover and keyboard focus, closes on Escape, blur and pointer leave. */
export function Tooltip({
  children,
  content,
  width,
  placement = 'top',
  delay = 600,
  closeDelay = 200,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDisabled,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={delay}
      closeDelay={closeDelay}
      trigger={trigger}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDisabled={isDisabled}
    >
      {children}
      <AriaTooltip
        className={styles.tooltip}
        placement={placement}
        offset={8}
        // A given width is exact (spec sizes); otherwise the stylesheet caps it.
        style={width ? { width: `${width}px`, maxWidth: 'none' } : undefined}
      >
        <OverlayArrow className={styles.arrow}>
          <svg width={12} height={6} viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 6 6 12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
