import type { ReactNode, RefObject } from 'react';
import type { TooltipTriggerAria } from 'react-aria';
import {
  Tooltip as AriaTooltip,
  OverlayArrow,
  TooltipContext,
  TooltipTriggerStateContext,
} from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately';
import styles from './Tooltip.module.css';
import type { TooltipProps } from './Tooltip.tsx';

export interface TooltipOverlayProps {
  /** The trigger's state and props (Tooltip.tsx), given to the overlay as react-aria's TooltipTrigger gives them. */
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  tooltipProps: TooltipTriggerAria['tooltipProps'];
  content: ReactNode;
  width: number | undefined;
  placement: NonNullable<TooltipProps['placement']>;
}

/**
 * The tooltip itself, positioned beside its trigger (react-aria's overlay positioning and portal):
 * fetched the first time a tooltip of the page opens.
 */
export function TooltipOverlay({
  state,
  triggerRef,
  tooltipProps,
  content,
  width,
  placement,
}: TooltipOverlayProps) {
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <TooltipContext.Provider value={{ ...tooltipProps, triggerRef }}>
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
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}
