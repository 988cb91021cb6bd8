import type { Schemas } from '@privacy-portal/sdk';
import { useId } from 'react';
import { Button } from '../../Button/index.ts';
import { Icon } from '../../Icon/Icon.tsx';
import filterBar from '../../module/FilterBar/FilterBar.module.css';
import { FilterBar } from '../../module/FilterBar/index.ts';
import {
  REQUEST_TYPE_LABEL,
  STATUS_FILTER_LABEL,
  SUBJECT_TYPE_LABEL,
} from '../RequestBadges/requestLabels.ts';
import styles from './RequestFilters.module.css';

type StatusFilter = NonNullable<Schemas['RequestExportInput']['status']>;
type RequestType = Schemas['RequestType'];
type SubjectType = Schemas['SubjectType'];

/** What the inbox is narrowed to; an absent key is no filter. */
export interface RequestFilterValues {
  status?: StatusFilter;
  request_type?: RequestType;
  subject_type?: SubjectType;
  jurisdiction?: string;
  /** soon: open and inside the due-soon days; overdue: open and past the due date. */
  due?: 'soon' | 'overdue';
  /** 'me', 'none' (unassigned) or a member's id. */
  assignee?: string;
  form_id?: number;
  /** A name or e-mail address, or its beginning. */
  q?: string;
}

export interface RequestFiltersProps {
  value: RequestFilterValues;
  onChange: (next: RequestFilterValues) => void;
  /** The forms, members and laws to filter by; those lists are empty until they arrive. */
  options?: Schemas['RequestFilterOptions'];
  /**
   * The search box was left or Enter pressed in it: a page that waits for typing to pause applies the
   * search now (before, say, a link clicked next navigates).
   */
  onSearchSettle?: () => void;
}

const STATUSES = Object.keys(STATUS_FILTER_LABEL) as StatusFilter[];
const REQUEST_TYPES = Object.keys(REQUEST_TYPE_LABEL) as RequestType[];
const SUBJECT_TYPES = Object.keys(SUBJECT_TYPE_LABEL) as SubjectType[];

/** Whether any filter (the search included) narrows the inbox. */
export function hasRequestFilters(value: RequestFilterValues): boolean {
  return Object.entries(value).some(([, v]) => v !== undefined && v !== '');
}

/**
 * The inbox's search and filters: by name or e-mail, status, what was asked, who asked, the law, the
 * deadline, the assignee and the form. Native fields: eight drawn at once stay light, each is labelled,
 * works by keyboard alone and applies as soon as it changes.
 */
export function RequestFilters({ value, onChange, options, onSearchSettle }: RequestFiltersProps) {
  const id = useId();
  const set = <K extends keyof RequestFilterValues>(key: K, next: RequestFilterValues[K] | '') => {
    const { [key]: _dropped, ...rest } = value;
    onChange(next === '' || next === undefined ? rest : { ...rest, [key]: next });
  };
  const field = (name: string) => `${id}-${name}`;

  return (
    <FilterBar legend="Search and filter the requests">
      <div className={`${filterBar.field} ${styles.search}`}>
        <label htmlFor={field('q')}>Search by name or e-mail</label>
        <div className={styles.searchBox}>
          <Icon name="search" size={16} className={styles.searchIcon} />
          <input
            id={field('q')}
            type="search"
            value={value.q ?? ''}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Lena or lena@example.com"
            onChange={(e) => set('q', e.currentTarget.value)}
            onBlur={() => onSearchSettle?.()}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onSearchSettle?.();
            }}
          />
        </div>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={field('status')}>Status</label>
        <select
          id={field('status')}
          value={value.status ?? ''}
          onChange={(e) => set('status', e.currentTarget.value as StatusFilter | '')}
        >
          <option value="">Any status</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_FILTER_LABEL[s]}
            </option>
          ))}
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={field('type')}>Request type</label>
        <select
          id={field('type')}
          value={value.request_type ?? ''}
          onChange={(e) => set('request_type', e.currentTarget.value as RequestType | '')}
        >
          <option value="">Any type</option>
          {REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {REQUEST_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={field('subject')}>Subject type</label>
        <select
          id={field('subject')}
          value={value.subject_type ?? ''}
          onChange={(e) => set('subject_type', e.currentTarget.value as SubjectType | '')}
        >
          <option value="">Anyone</option>
          {SUBJECT_TYPES.map((t) => (
            <option key={t} value={t}>
              {SUBJECT_TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={field('law')}>Jurisdiction</label>
        <select
          id={field('law')}
          value={value.jurisdiction ?? ''}
          onChange={(e) => set('jurisdiction', e.currentTarget.value)}
        >
          <option value="">Any law</option>
          {(options?.jurisdictions ?? []).map((j) => (
            <option key={j.code} value={j.code}>
              {j.name}
            </option>
          ))}
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={field('due')}>Deadline</label>
        <select
          id={field('due')}
          value={value.due ?? ''}
          onChange={(e) => set('due', e.currentTarget.value as 'soon' | 'overdue' | '')}
        >
          <option value="">Any deadline</option>
          <option value="soon">Due soon</option>
          <option value="overdue">Overdue</option>
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={field('assignee')}>Assignee</label>
        <select
          id={field('assignee')}
          value={value.assignee ?? ''}
          onChange={(e) => set('assignee', e.currentTarget.value)}
        >
          <option value="">Anyone</option>
          <option value="me">Assigned to me</option>
          <option value="none">Unassigned</option>
          {(options?.assignees ?? []).map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={field('form')}>Form</label>
        <select
          id={field('form')}
          value={value.form_id === undefined ? '' : String(value.form_id)}
          onChange={(e) => set('form_id', e.currentTarget.value === '' ? '' : Number(e.currentTarget.value))}
        >
          <option value="">Any form</option>
          {(options?.forms ?? []).map((f) => (
            <option key={f.id} value={String(f.id)}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <div className={filterBar.actions}>
        <Button variant="ghost" size="sm" isDisabled={!hasRequestFilters(value)} onPress={() => onChange({})}>
          Clear filters
        </Button>
      </div>
    </FilterBar>
  );
}
