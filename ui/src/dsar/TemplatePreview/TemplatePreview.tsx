import type { Schemas } from '@privacy-portal/sdk';
import { useId } from 'react';
import { Loader } from '../../Loader/index.ts';
import { directionOf } from '../TemplateEditor/languages.ts';
import styles from './TemplatePreview.module.css';

export interface TemplatePreviewProps {
  language: Schemas['FormLocale'];
  /** The e-mail with sample values (previewEmailTemplate); null before the first answer. */
  preview: Schemas['TemplatePreview'] | null;
  /** A newer preview is being made; the last one stays shown meanwhile. */
  loading?: boolean;
  /** Why no preview could be made (the text has a problem, or the call failed). */
  problem?: string | null;
}

/**
 * The e-mail as a requester would get it, with sample values in place of the variables, shown beside
 * the editor; the sample values are listed under it.
 */
export function TemplatePreview({
  language,
  preview,
  loading = false,
  problem = null,
}: TemplatePreviewProps) {
  const headingId = useId();
  const dir = directionOf(language);
  return (
    <section className={styles.preview} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          Preview
        </h3>
        {loading ? <Loader size="sm" label="Updating the preview" /> : null}
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {preview ? (
        <>
          <article className={styles.mail} dir={dir} lang={language} aria-label="E-mail preview">
            <p className={styles.subject}>
              <span className={styles.label} dir="ltr" lang="en">
                Subject:
              </span>{' '}
              {preview.subject}
            </p>
            <div className={styles.body}>{preview.body}</div>
          </article>
          <details className={styles.samples}>
            <summary>Sample values</summary>
            <dl className={styles.sampleList}>
              {Object.entries(preview.variables).map(([name, sample]) => (
                <div key={name} className={styles.sample}>
                  <dt>
                    <code>{`{{${name}}}`}</code>
                  </dt>
                  <dd>{sample}</dd>
                </div>
              ))}
            </dl>
          </details>
        </>
      ) : problem ? null : (
        <div className={styles.placeholder}>
          <Loader label="Making the preview" />
        </div>
      )}
    </section>
  );
}
