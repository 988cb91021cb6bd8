import { Button } from '../../Button/index.ts';
import { DeferredSelect as Select } from '../../DeferredSelect/index.ts';
import { BulkBar } from '../../module/ListTable/index.ts';
import type { CookieCategoryOption } from './CookieFilterBar.tsx';
import styles from './CookieTable.module.css';
import { cookieCount } from './labels.ts';

/** One change to every selected cookie (the contract's CookieBulkUpdate without the ids). */
export type CookieBulkChange = { category_id: number } | { published: boolean };

interface CookieBulkBarProps {
  count: number;
  categories: readonly CookieCategoryOption[];
  busy: boolean;
  onChange: (change: CookieBulkChange) => void;
  onClear: () => void;
}

/** The actions on the selected cookies: move them to a category, publish or unpublish them. */
export function CookieBulkBar({ count, categories, busy, onChange, onClear }: CookieBulkBarProps) {
  return (
    <BulkBar count={count} words={cookieCount(count)} busy={busy} onClear={onClear}>
      <div className={styles.bulkMove}>
        <Select
          label="Move to category"
          placeholder="Choose a category"
          options={categories.map((c) => ({ id: String(c.id), label: c.name }))}
          // Always shows the placeholder: choosing moves the cookies at once, it is not a setting.
          value={null}
          isDisabled={busy}
          onChange={(id) => {
            if (id !== null) onChange({ category_id: Number(id) });
          }}
        />
      </div>
      <Button size="sm" onPress={() => onChange({ published: true })} isDisabled={busy}>
        Publish
      </Button>
      <Button size="sm" variant="secondary" onPress={() => onChange({ published: false })} isDisabled={busy}>
        Unpublish
      </Button>
    </BulkBar>
  );
}
