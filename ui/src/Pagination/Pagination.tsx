import { Button } from '../Button/index.ts';
import styles from './Pagination.module.css';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  /** Asks for another page (1-based). */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark; name it after the list when a view has several. */
  label?: string;
  /** Visible text of the previous button; its accessible name is `previousLabel + ' page'`. */
  previousLabel?: string;
  nextLabel?: string;
  /** Builds the status text; default 'Page N of M'. */
  formatStatus?: (page: number, pageCount: number) => string;
}

/** Previous/next paging with a 'Page N of M' status. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  formatStatus = (current, count) => `Page ${current} of ${count}`,
}: PaginationProps) {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${previousLabel} page`}
        isDisabled={current <= 1}
        onPress={() => onPageChange(current - 1)}
      >
        <span aria-hidden="true">‹</span> {previousLabel}
      </Button>
      {/* polite: the new position is read after the page turns, without stealing focus */}
      <span className={styles.status} aria-live="polite">
        {formatStatus(current, count)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${nextLabel} page`}
        isDisabled={current >= count}
        onPress={() => onPageChange(current + 1)}
      >
        {nextLabel} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
