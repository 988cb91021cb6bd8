import { useId, useRef, useState } from 'react';
import { Button } from '../../Button/index.ts';
import { Icon } from '../../Icon/index.ts';
import styles from './DesignPanel.module.css';
import { type ImageKind, readImage } from './readImage.ts';

export interface ImageFieldProps {
  /** 'Logo', 'Favicon'. */
  label: string;
  /** The stored data URL, or null for none. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  accepted: readonly ImageKind[];
  /** Help under the field (kinds and size). */
  description: string;
  /** The server's (or the page's) message. */
  errorMessage?: string | undefined;
  isDisabled?: boolean | undefined;
}

/** An image the form shows: a thumbnail, Upload (the file is checked by its bytes and size) and Remove. */
export function ImageField({
  label,
  value,
  onChange,
  accepted,
  description,
  errorMessage,
  isDisabled,
}: ImageFieldProps) {
  const descriptionId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const message = problem ?? errorMessage;
  const what = label.toLowerCase();

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const result = await readImage(file, accepted, what);
    if (result.ok) {
      setProblem(null);
      onChange(result.dataUrl);
    } else {
      setProblem(result.problem);
    }
  }

  return (
    <fieldset
      aria-describedby={message ? `${descriptionId} ${errorId}` : descriptionId}
      className={styles.imageField}
    >
      <legend className={styles.fieldLabel}>{label}</legend>
      <div className={styles.imageRow}>
        <span className={styles.thumb} data-empty={value === null || undefined}>
          {value ? <img src={value} alt={`Current ${what}`} /> : <span className={styles.muted}>None</span>}
        </span>
        {/* A hidden native file input opened by the button: react-aria's FileTrigger does the same
            but ships its press responder as a chunk of its own on every route. */}
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={accepted.map((kind) => (kind === 'ico' ? 'image/x-icon,.ico' : `image/${kind}`)).join(',')}
          onChange={(e) => {
            void choose(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isDisabled}
          aria-label={`${value ? 'Replace' : 'Upload'} ${what}`}
          onPress={() => input.current?.click()}
        >
          {value ? 'Replace…' : 'Upload…'}
        </Button>
        {value ? (
          <Button
            size="sm"
            variant="ghost"
            isDisabled={isDisabled}
            aria-label={`Remove ${what}`}
            onPress={() => {
              setProblem(null);
              onChange(null);
            }}
          >
            Remove
          </Button>
        ) : null}
      </div>
      <span id={descriptionId} className={styles.description}>
        {description}
      </span>
      {message ? (
        <span id={errorId} className={styles.error}>
          <Icon name="error" size={16} />
          {message}
        </span>
      ) : null}
    </fieldset>
  );
}
