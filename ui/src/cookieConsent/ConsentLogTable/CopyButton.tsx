import { useEffect, useState } from 'react';
import { Button } from '../../Button/index.ts';
import a11y from '../../theme/a11y.module.css';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's accessible name, e.g. 'Copy consent id 0b6f7a52…'. */
  label: string;
  /** Visible text; defaults to 'Copy'. */
  children?: string;
}

/** Copies `text` and says so in a polite live region (the button's own text changes too). */
export function CopyButton({ text, label, children = 'Copy' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const reset = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(reset);
  }, [copied]);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={label}
        onPress={() => {
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => undefined,
          );
        }}
      >
        {copied ? 'Copied' : children}
      </Button>
      <span role="status" className={a11y.visuallyHidden}>
        {copied ? 'Copied to the clipboard' : ''}
      </span>
    </>
  );
}
