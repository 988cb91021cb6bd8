import { useCallback, useLayoutEffect, useRef } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { TermsBody } from './TermsBody.tsx';
import styles from './TermsDialog.module.css';
import { TERMS_TEXT } from './terms-text.ts';

export interface TermsDialogProps {
  /** Whether the dialog shows (the terms machine's `open`). */
  isOpen: boolean;
  /** The terms; blocks separated by a blank line, a one-line "1. …" block is a heading. */
  text?: string;
  /** The accept checkbox may be used: the terms were scrolled to the end. */
  canTick: boolean;
  /** The accept checkbox is ticked. */
  ticked: boolean;
  /** 'I Agree' is enabled (the box is ticked). */
  canAgree: boolean;
  /** The acceptance is being recorded: 'I Agree' shows a spinner. */
  busy?: boolean;
  /** Why recording the acceptance failed. */
  error?: string | null;
  /**
   * The terms region reached its end (true) or left it again (false). Reported only on change, and
   * once on open when the text fits without scrolling.
   */
  onScroll: (atBottom: boolean) => void;
  /** The user ticked or unticked the box. */
  onTickedChange: (ticked: boolean) => void;
  /** 'I Agree'. */
  onAgree: () => void;
}

/** A few pixels of slack: zoomed pages report fractional scroll positions. */
const BOTTOM_SLACK_PX = 4;

const isAtBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;

/**
 * The terms and conditions dialog (portal-spec §4 "Terms", §9: 50rem wide). It cannot be dismissed;
 * the terms machine owns the rules, this component reports the scroll position and shows its flags.
 */
export function TermsDialog({
  isOpen,
  text = TERMS_TEXT,
  canTick,
  ticked,
  canAgree,
  busy = false,
  error,
  onScroll,
  onTickedChange,
  onAgree,
}: TermsDialogProps) {
  const onScrollRef = useRef(onScroll);
  useLayoutEffect(() => {
    onScrollRef.current = onScroll;
  });
  const reported = useRef(false);

  const report = useCallback((el: HTMLElement) => {
    const atBottom = isAtBottom(el);
    if (atBottom === reported.current) return;
    reported.current = atBottom;
    onScrollRef.current(atBottom);
  }, []);

  // A callback ref: the region lives in the modal's portal, so it is observed when it mounts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text must re-measure the region
  const regionRef = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      reported.current = false;
      report(el);
      // A resize (or a text that fits) can bring the end into view without a scroll event.
      const observer = new ResizeObserver(() => report(el));
      observer.observe(el);
      if (el.firstElementChild) observer.observe(el.firstElementChild);
      return () => observer.disconnect();
    },
    [report, text],
  );

  return (
    <Dialog
      title="Terms and Conditions"
      width="50rem"
      isOpen={isOpen}
      isDismissable={false}
      showCloseButton={false}
      footer={
        <Button onPress={onAgree} isDisabled={!canAgree && !busy} loading={busy}>
          I Agree
        </Button>
      }
    >
      <div className={styles.content}>
        <section
          ref={regionRef}
          aria-label="Terms and conditions text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can scroll it with the arrow and page keys
          tabIndex={0}
          className={styles.region}
          onScroll={(event) => report(event.currentTarget)}
        >
          <TermsBody text={text} />
        </section>
        <Checkbox
          isSelected={ticked}
          isDisabled={!canTick}
          onChange={onTickedChange}
          description={canTick ? undefined : 'Scroll to the end of the terms to accept them.'}
        >
          I have read and agree to the Terms and Conditions
        </Checkbox>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Dialog>
  );
}
