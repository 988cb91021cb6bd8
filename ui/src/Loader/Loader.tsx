import { ProgressBar } from 'react-aria-components';
import styles from './Loader.module.css';
import { useMinimumVisible } from './useMinimumVisible.ts';

export interface LoaderProps {
  /** Whether loading is under way. Once shown, the spinner stays at least `minVisibleMs`. Default true. */
  visible?: boolean;
  /** Accessible name, also the visible caption when `showLabel` is set. */
  label?: string;
  /** Shows the label under the spinner. */
  showLabel?: boolean;
  /** Minimum time on screen once visible; the spec says 500 ms. */
  minVisibleMs?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Centres the spinner in a padded block (for a page or panel body) instead of inline. */
  block?: boolean;
}

/** An indeterminate spinner (role progressbar) that does not flash for quick loads. */
export function Loader({
  visible = true,
  label = 'Loading',
  showLabel = false,
  minVisibleMs = 500,
  size = 'md',
  block = false,
}: LoaderProps) {
  const shown = useMinimumVisible(visible, minVisibleMs);
  if (!shown) return null;
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={[styles.loader, styles[size], block ? styles.block : ''].filter(Boolean).join(' ')}
    >
      <span className={styles.spinner} aria-hidden="true" />
      {showLabel ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : null}
    </ProgressBar>
  );
}
