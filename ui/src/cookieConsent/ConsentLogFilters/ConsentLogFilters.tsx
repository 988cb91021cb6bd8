import type { Schemas } from '@privacy-portal/sdk';
import { useId } from 'react';
import { Button } from '../../Button/index.ts';
import filterBar from '../../module/FilterBar/FilterBar.module.css';
import { FilterBar } from '../../module/FilterBar/index.ts';
import { CHOICE_LABEL, regionName } from '../ConsentLogTable/consentLabels.ts';
import styles from './ConsentLogFilters.module.css';

type Choice = Schemas['ConsentChoice'];

/** What the log is filtered by; an absent key is no filter (the range then is the last 30 days). */
export interface ConsentLogFilterValues {
  from?: string;
  to?: string;
  region?: string;
  choice?: Choice;
  category?: string;
  gpc?: boolean;
}

export interface ConsentLogFiltersProps {
  value: ConsentLogFilterValues;
  onChange: (next: ConsentLogFilterValues) => void;
  /** What the log holds (its days, regions, categories); the lists are empty until it arrives. */
  options?: Schemas['ConsentFilterOptions'];
  /** A problem with the range (e.g. longer than 366 days), shown under the dates. */
  rangeError?: string;
}

const CHOICES = Object.keys(CHOICE_LABEL) as Choice[];

/**
 * The consent log's filters: a date range, a region (country or US state), the choice, a category
 * that was granted and the GPC signal. Native date inputs and selects: five fields drawn at once stay
 * light, each is labelled, works by keyboard alone and applies as soon as it changes.
 */
export function ConsentLogFilters({ value, onChange, options, rangeError }: ConsentLogFiltersProps) {
  const id = useId();
  const set = <K extends keyof ConsentLogFilterValues>(key: K, next: ConsentLogFilterValues[K] | '') => {
    const { [key]: _dropped, ...rest } = value;
    onChange(next === '' || next === undefined ? rest : { ...rest, [key]: next });
  };
  const countries = options?.countries ?? [];
  const states = (options?.regions ?? []).filter((r) => r.includes('-'));
  const active = Object.keys(value).length > 0;
  const errorId = `${id}-range-error`;

  return (
    <FilterBar legend="Filter the consent log">
      <div className={filterBar.field}>
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={value.from ?? ''}
          min={options?.first_day ?? undefined}
          max={value.to ?? options?.last_day ?? undefined}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? errorId : undefined}
          onChange={(e) => set('from', e.currentTarget.value)}
        />
      </div>
      <div className={filterBar.field}>
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.to ?? ''}
          min={value.from ?? options?.first_day ?? undefined}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? errorId : undefined}
          onChange={(e) => set('to', e.currentTarget.value)}
        />
      </div>
      <div className={filterBar.field}>
        <label htmlFor={`${id}-region`}>Region</label>
        <select
          id={`${id}-region`}
          value={value.region ?? ''}
          onChange={(e) => set('region', e.currentTarget.value)}
        >
          <option value="">All regions</option>
          <optgroup label="Countries">
            {countries.map((c) => (
              <option key={c} value={c}>
                {regionName(c)}
              </option>
            ))}
          </optgroup>
          {states.length ? (
            <optgroup label="US states">
              {states.map((r) => (
                <option key={r} value={r}>
                  {regionName(r)} ({r})
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={`${id}-choice`}>Choice</label>
        <select
          id={`${id}-choice`}
          value={value.choice ?? ''}
          onChange={(e) => set('choice', e.currentTarget.value as Choice | '')}
        >
          <option value="">All choices</option>
          {CHOICES.map((c) => (
            <option key={c} value={c}>
              {CHOICE_LABEL[c]}
            </option>
          ))}
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={`${id}-category`}>Category granted</label>
        <select
          id={`${id}-category`}
          value={value.category ?? ''}
          onChange={(e) => set('category', e.currentTarget.value)}
        >
          <option value="">Any category</option>
          {(options?.categories ?? []).map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={filterBar.field}>
        <label htmlFor={`${id}-gpc`}>GPC signal</label>
        <select
          id={`${id}-gpc`}
          value={value.gpc === undefined ? '' : String(value.gpc)}
          onChange={(e) => set('gpc', e.currentTarget.value === '' ? '' : e.currentTarget.value === 'true')}
        >
          <option value="">With or without</option>
          <option value="true">With GPC</option>
          <option value="false">Without GPC</option>
        </select>
      </div>
      <div className={filterBar.actions}>
        <Button variant="ghost" size="sm" isDisabled={!active} onPress={() => onChange({})}>
          Clear filters
        </Button>
      </div>
      {rangeError ? (
        <p id={errorId} className={styles.error} role="alert">
          {rangeError}
        </p>
      ) : null}
    </FilterBar>
  );
}
