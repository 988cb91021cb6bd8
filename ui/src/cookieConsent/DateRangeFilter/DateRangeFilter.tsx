import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../Button/index.ts';
import styles from './DateRangeFilter.module.css';

/** The last n days (today included), or two UTC days inclusive (YYYY-MM-DD). */
export type DateRange = { days: 7 | 30 | 90 } | { from: string; to: string };

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The longest custom range the API takes (366 days). */
  maxDays?: number;
}

const PRESETS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom' },
];

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** What is wrong with a custom range, or null. */
export function rangeProblem(from: string, to: string, maxDays = 366): string | null {
  if (!from || !to) return 'Choose both days';
  if (dayNumber(from) > dayNumber(to)) return 'The first day must not be after the last';
  if (dayNumber(to) - dayNumber(from) > maxDays) return `Choose at most ${maxDays} days`;
  return null;
}

/**
 * The dashboard's period: the last 7, 30 or 90 days, or two days of one's own (applied together, so
 * the charts do not load for a half-typed range).
 */
export function DateRangeFilter({ value, onChange, maxDays = 366 }: DateRangeFilterProps) {
  const preset = 'days' in value ? String(value.days) : 'custom';
  const [custom, setCustom] = useState(preset === 'custom');
  const [from, setFrom] = useState('from' in value ? value.from : '');
  const [to, setTo] = useState('to' in value ? value.to : '');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const name = useId();

  const choose = (next: string) => {
    if (next === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    setProblem(null);
    onChange({ days: Number(next) as 7 | 30 | 90 });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to, maxDays);
    setProblem(found);
    if (!found) onChange({ from, to });
  };

  return (
    <div className={styles.filter}>
      {/* Native radios in a fieldset, not the library's RadioGroup: the same keyboard (arrows move
          and choose) and names, without react-aria's form machinery in the dashboard's first load. */}
      <fieldset className={styles.presets}>
        <legend className={styles.legend}>Period</legend>
        {PRESETS.map((option) => (
          <label key={option.value} className={styles.preset}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={(custom ? 'custom' : preset) === option.value}
              onChange={() => choose(option.value)}
              className={styles.radio}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {custom ? (
        <form className={styles.custom} onSubmit={apply} aria-label="Custom period">
          <label className={styles.field}>
            <span>From</span>
            <input
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={styles.input}
            />
          </label>
          <label className={styles.field}>
            <span>To</span>
            <input
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className={styles.input}
            />
          </label>
          <Button type="submit" size="sm" variant="secondary">
            Apply
          </Button>
          {problem ? (
            <p id={errorId} role="alert" className={styles.error}>
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
