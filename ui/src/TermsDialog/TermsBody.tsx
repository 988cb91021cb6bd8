import styles from './TermsDialog.module.css';

const HEADING = /^\d+\.\s+\S/;

/** The terms text as headings and paragraphs. */
export function TermsBody({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className={styles.body}>
      {blocks.map((block, index) =>
        HEADING.test(block) && !block.includes('\n') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
          <h3 key={index} className={styles.heading}>
            {block}
          </h3>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
          <p key={index} className={styles.paragraph}>
            {block}
          </p>
        ),
      )}
    </div>
  );
}
