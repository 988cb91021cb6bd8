import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Visible label and accessible name. */
  label: string;
  /** Current value between minValue and maxValue. Ignored when indeterminate. */
  value?: number;
  minValue?: number;
  maxValue?: number;
  /** Progress of unknown length: an animated bar without a value. */
  isIndeterminate?: boolean;
  /** Text for the value, e.g. '3 of 5 steps'; defaults to a percentage. Also read by screen readers. */
  valueLabel?: string;
  /** Shows the value text next to the label. Default true. */
  showValueLabel?: boolean;
  /** Number format for the default value text. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Bar colour by meaning. */
  tone?: 'primary' | 'success' | 'warning' | 'error';
}

/** A labelled progress bar on react-aria (role progressbar with value and value text). */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  valueLabel,
  showValueLabel = true,
  formatOptions,
  tone = 'primary',
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      formatOptions={formatOptions}
      className={`${styles.progress} ${styles[tone]}`}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.top}>
            <Label className={styles.label}>{label}</Label>
            {showValueLabel && !isIndeterminate ? <span className={styles.value}>{valueText}</span> : null}
          </div>
          <div className={styles.track}>
            <div
              className={isIndeterminate ? styles.indeterminate : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
