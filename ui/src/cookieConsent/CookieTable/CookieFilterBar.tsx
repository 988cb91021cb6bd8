import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components';
import field from '../../Field/field.module.css';
import { Icon } from '../../Icon/Icon.tsx';
import listTable from '../../module/ListTable/ListTable.module.css';
import shared from '../shared.module.css';
import styles from './CookieTable.module.css';
import { FilterChips } from './FilterChips.tsx';
import { PARTY_LABEL, type Party } from './labels.ts';

/** What the inventory is narrowed to; null means any. */
export interface CookieFilters {
  /** Name, domain or purpose contains this. */
  search: string;
  categoryId: number | null;
  party: Party | null;
  /** true: published only; false: awaiting review only. */
  published: boolean | null;
}

export const NO_COOKIE_FILTERS: CookieFilters = {
  search: '',
  categoryId: null,
  party: null,
  published: null,
};

export function hasCookieFilters(filters: CookieFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.categoryId !== null ||
    filters.party !== null ||
    filters.published !== null
  );
}

/** A category as the filters and the bulk move list it. */
export interface CookieCategoryOption {
  id: number;
  name: string;
  /** Cookies in it, shown on its chip. */
  cookie_count?: number;
}

interface CookieFilterBarProps {
  filters: CookieFilters;
  onChange: (filters: CookieFilters) => void;
  categories: readonly CookieCategoryOption[];
  /** The sentence about the rows shown, e.g. '12 of 40 cookies'; announced politely. */
  summary: string;
}

const ALL = 'all';

/** Search and the category, party and status chips above the inventory. */
export function CookieFilterBar({ filters, onChange, categories, summary }: CookieFilterBarProps) {
  const set = (patch: Partial<CookieFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className={styles.filters}>
      <div className={styles.searchRow}>
        <SearchField
          value={filters.search}
          onChange={(search) => set({ search })}
          className={`${field.field} ${styles.search}`}
        >
          <Label className={field.label}>Search cookies</Label>
          <div className={shared.searchBox}>
            <Icon name="search" size={16} className={shared.searchIcon} />
            <Input
              className={`${field.control} ${field.input} ${shared.searchInput}`}
              placeholder="Name, domain or purpose"
            />
            {filters.search !== '' ? (
              <AriaButton className={shared.searchClear} aria-label="Clear search">
                <Icon name="close" size={14} />
              </AriaButton>
            ) : null}
          </div>
        </SearchField>
        <p role="status" className={listTable.summary}>
          {summary}
        </p>
      </div>
      <FilterChips
        label="Category"
        chips={[
          { id: ALL, label: 'All' },
          ...categories.map((c) => ({
            id: String(c.id),
            label: c.name,
            ...(c.cookie_count === undefined ? {} : { count: c.cookie_count }),
          })),
        ]}
        value={filters.categoryId === null ? ALL : String(filters.categoryId)}
        onChange={(id) => set({ categoryId: id === ALL ? null : Number(id) })}
      />
      <div className={styles.chipLine}>
        <FilterChips
          label="Party"
          chips={[
            { id: ALL, label: 'All' },
            { id: 'first', label: PARTY_LABEL.first },
            { id: 'third', label: PARTY_LABEL.third },
          ]}
          value={filters.party ?? ALL}
          onChange={(id) => set({ party: id === ALL ? null : (id as Party) })}
        />
        <FilterChips
          label="Status"
          chips={[
            { id: ALL, label: 'All' },
            { id: 'published', label: 'Published' },
            { id: 'review', label: 'Awaiting review' },
          ]}
          value={filters.published === null ? ALL : filters.published ? 'published' : 'review'}
          onChange={(id) => set({ published: id === ALL ? null : id === 'published' })}
        />
      </div>
    </div>
  );
}
