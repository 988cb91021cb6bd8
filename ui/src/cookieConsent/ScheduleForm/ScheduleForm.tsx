import type { Schemas } from '@privacy-portal/sdk';
import { useId, useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { RadioGroup } from '../../RadioGroup/index.ts';
import { Select } from '../../Select/index.ts';
import { Switch } from '../../Switch/index.ts';
import { FormDialog } from '../FormDialog/index.ts';
import styles from './ScheduleForm.module.css';
import { FREQUENCY_LABEL, utcHour } from './scheduleLabels.ts';

type ScanSchedule = Schemas['ScanSchedule'];
type ScanFrequency = Schemas['ScanFrequency'];

/** The contract's ScanScheduleInput with every field given. */
export interface ScheduleFormValues {
  frequency: ScanFrequency;
  hour: number;
  three_state: boolean;
  enabled: boolean;
}

export interface ScheduleFormProps {
  isOpen: boolean;
  /** The schedule to change; a new one when left out. */
  schedule?: ScanSchedule | null;
  busy?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string | null;
  onSubmit: (values: ScheduleFormValues) => void;
  onCancel: () => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ id: String(hour), label: utcHour(hour) }));

/** Scan on a schedule: daily, weekly or monthly at an hour (UTC), with or without the three-state check. */
export function ScheduleForm({
  isOpen,
  schedule,
  busy = false,
  error,
  onSubmit,
  onCancel,
}: ScheduleFormProps) {
  const formId = useId();
  return (
    <FormDialog
      title={schedule ? 'Change the scheduled scan' : 'Schedule a scan'}
      width="34rem"
      isOpen={isOpen}
      busy={busy}
      formId={formId}
      submitLabel={schedule ? 'Save schedule' : 'Schedule scan'}
      onCancel={onCancel}
    >
      <ScheduleFields formId={formId} schedule={schedule ?? null} error={error ?? null} onSubmit={onSubmit} />
    </FormDialog>
  );
}

interface ScheduleFieldsProps {
  formId: string;
  schedule: ScanSchedule | null;
  error: string | null;
  onSubmit: (values: ScheduleFormValues) => void;
}

function ScheduleFields({ formId, schedule, error, onSubmit }: ScheduleFieldsProps) {
  const [values, setValues] = useState<ScheduleFormValues>({
    frequency: schedule?.frequency ?? 'weekly',
    hour: schedule?.hour ?? 2,
    three_state: schedule?.three_state ?? true,
    enabled: schedule?.enabled ?? true,
  });
  const set = (patch: Partial<ScheduleFormValues>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <form
      id={formId}
      noValidate
      aria-label="Scan schedule"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      {error ? (
        <Alert tone="error" title="The schedule was not saved">
          {error}
        </Alert>
      ) : null}
      <RadioGroup
        label="How often"
        orientation="horizontal"
        options={(Object.keys(FREQUENCY_LABEL) as ScanFrequency[]).map((f) => ({
          value: f,
          label: FREQUENCY_LABEL[f],
        }))}
        value={values.frequency}
        onChange={(frequency) => set({ frequency: frequency as ScanFrequency })}
      />
      <div className={styles.hour}>
        <Select
          label="At"
          options={HOURS}
          value={String(values.hour)}
          onChange={(hour) => set({ hour: Number(hour ?? 0) })}
          description="In UTC: the scan starts within the hour."
        />
      </div>
      <Checkbox isSelected={values.three_state} onChange={(three_state) => set({ three_state })}>
        Also check after Reject all and with GPC
      </Checkbox>
      <Switch isSelected={values.enabled} onChange={(enabled) => set({ enabled })}>
        Active
      </Switch>
      <p className={styles.note}>Each scheduled scan counts against your plan's scans of the month.</p>
    </form>
  );
}
