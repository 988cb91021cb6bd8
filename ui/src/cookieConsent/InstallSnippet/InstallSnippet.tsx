import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../Button/index.ts';
import styles from './InstallSnippet.module.css';

export interface InstallSnippetProps {
  /** The code to paste, shown as written. */
  code: string;
  /** Names the code block and its copy button, e.g. 'Install snippet'. */
  label?: string;
  /** Writes the text to the clipboard; the browser's clipboard by default (tests pass their own). */
  copy?: (text: string) => Promise<void>;
  /** How long the 'copied' message stays. */
  resetMs?: number;
}

const browserCopy = (text: string) => {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard'));
  return navigator.clipboard.writeText(text);
};

/**
 * A code block with a Copy button. The outcome is announced in a live region; when the browser
 * refuses the clipboard the code is selected so that the user can copy it by hand.
 */
export function InstallSnippet({
  code,
  label = 'Install snippet',
  copy = browserCopy,
  resetMs = 3000,
}: InstallSnippetProps) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const labelId = useId();

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), resetMs);
    return () => clearTimeout(timer);
  }, [outcome, resetMs]);

  async function onCopy() {
    try {
      await copy(code);
      setOutcome('copied');
    } catch {
      // Selected, so Ctrl+C (or Cmd+C) copies it at once.
      const node = codeRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        selection.selectAllChildren(node);
      }
      setOutcome('failed');
    }
  }

  return (
    <section className={styles.snippet} aria-labelledby={labelId}>
      <div className={styles.bar}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => void onCopy()}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          Copy
        </Button>
      </div>
      {/* Focusable so a long line can be scrolled with the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1) */}
      <pre className={styles.pre} tabIndex={0}>
        <code ref={codeRef}>{code}</code>
      </pre>
      <p role="status" className={outcome === 'failed' ? styles.failed : styles.status}>
        {outcome === 'copied'
          ? `${label} copied to the clipboard.`
          : outcome === 'failed'
            ? 'Your browser did not allow copying. The code is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.'
            : ''}
      </p>
    </section>
  );
}
