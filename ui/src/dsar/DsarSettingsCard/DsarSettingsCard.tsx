import type { Schemas } from '@privacy-portal/sdk';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '../../Alert/index.ts';
import { Button } from '../../Button/index.ts';
import { DaysField } from '../../DaysField/index.ts';
import { Loader } from '../../Loader/index.ts';
import surface from '../../module/surface.module.css';
import styles from './DsarSettingsCard.module.css';

type DsarSettings = Schemas['DsarSettings'];
export type DsarSettingsErrors = Partial<Record<keyof DsarSettings, string>>;

/** The contract's bounds of each setting (components/dsar.yaml DsarSettings). */
export const DSAR_SETTING_BOUNDS: Readonly<Record<keyof DsarSettings, { min: number; max: number }>> = {
  verify_reminder_days: { min: 1, max: 30 },
  verify_close_days: { min: 2, max: 90 },
  due_soon_days: { min: 1, max: 30 },
  reminder_days: { min: 1, max: 30 },
};

const FIELDS: ReadonlyArray<{ key: keyof DsarSettings; label: string; description: string }> = [
  {
    key: 'verify_reminder_days',
    label: 'Remind an unverified requester after',
    description: 'Days after receipt; the requester gets the confirmation link again.',
  },
  {
    key: 'verify_close_days',
    label: 'Close an unverified request after',
    description: 'Days after receipt, with a notice to the requester. Must come after the reminder.',
  },
  {
    key: 'due_soon_days',
    label: 'A request is due soon',
    description: 'Days before its due date: the inbox and the dashboard count it as due soon.',
  },
  {
    key: 'reminder_days',
    label: 'Remind the assignee',
    description: 'Days before the due date; overdue requests notify the assignee and the admins.',
  },
];

/** What updateDsarSettings refuses, checked first: the auto-close must come after the reminder. */
export function dsarSettingsProblems(settings: DsarSettings): DsarSettingsErrors {
  return settings.verify_close_days <= settings.verify_reminder_days
    ? { verify_close_days: 'Close the request later than the reminder is sent' }
    : {};
}

export interface DsarSettingsCardProps {
  /** The organization's settings (getDsarSettings); null while they load. */
  settings: DsarSettings | null;
  /** Shown instead of the fields when they could not be loaded (the page's failure with Try again). */
  loadError?: ReactNode;
  onSave: (settings: DsarSettings) => void;
  saving?: boolean;
  /** The server's refusal: by field, and what names no field. */
  errors?: DsarSettingsErrors;
  problem?: string | null;
  /** Shows the settings without changing them (people who may only read). */
  isDisabled?: boolean;
}

/**
 * The organization's DSAR timings: when an unverified requester is reminded and the request closed,
 * when a request counts as due soon, and when the assignee is reminded before the due date.
 */
export function DsarSettingsCard({
  settings,
  loadError,
  onSave,
  saving = false,
  errors = {},
  problem = null,
  isDisabled = false,
}: DsarSettingsCardProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<DsarSettings | null>(settings);
  const [checked, setChecked] = useState<DsarSettingsErrors>({});
  const [base, setBase] = useState(settings);
  // New settings from the server (loaded, or saved) replace the fields' values.
  if (settings !== base) {
    setBase(settings);
    setDraft(settings);
  }
  const dirty = draft !== null && settings !== null && FIELDS.some(({ key }) => draft[key] !== settings[key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || saving) return;
    const found = dsarSettingsProblems(draft);
    setChecked(found);
    if (Object.keys(found).length === 0) onSave(draft);
  };

  let body: ReactNode;
  if (loadError) body = loadError;
  else if (!draft) body = <Loader block label="Loading the DSAR settings" />;
  else
    body = (
      <form className={styles.form} onSubmit={submit} aria-labelledby={headingId}>
        {problem ? (
          <Alert tone="error" title="The settings were not saved">
            {problem}
          </Alert>
        ) : null}
        <div className={styles.fields}>
          {FIELDS.map(({ key, label, description }) => (
            <DaysField
              key={key}
              label={label}
              value={draft[key]}
              onChange={(days) => {
                setDraft({ ...draft, [key]: days });
                setChecked({});
              }}
              minValue={DSAR_SETTING_BOUNDS[key].min}
              maxValue={DSAR_SETTING_BOUNDS[key].max}
              description={`${description} ${DSAR_SETTING_BOUNDS[key].min} to ${DSAR_SETTING_BOUNDS[key].max} days.`}
              errorMessage={checked[key] ?? errors[key]}
              isDisabled={isDisabled}
            />
          ))}
        </div>
        {isDisabled ? null : (
          <div className={styles.actions}>
            <Button type="submit" loading={saving} isDisabled={!dirty}>
              Save settings
            </Button>
          </div>
        )}
      </form>
    );

  return (
    <section className={`${surface.panel} ${styles.card}`} aria-labelledby={headingId}>
      <div className={surface.heading}>
        <h2 id={headingId} className={styles.title}>
          Reminders and deadlines
        </h2>
        <p className={surface.muted}>
          When requesters and your team are reminded, and when an unconfirmed request is closed.
        </p>
      </div>
      {body}
    </section>
  );
}
