import type { Schemas } from '@privacy-portal/sdk';
import { DsarSettingsCard, type DsarSettingsErrors } from '@privacy-portal/ui/dsar/DsarSettingsCard';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { sentence } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useDsarSettings, useTemplateMutations } from './templates.queries.ts';

type DsarSettings = Schemas['DsarSettings'];

interface DsarSettingsSectionProps {
  oid: number;
  canWrite: boolean;
  onSaved: (message: string) => void;
}

const KEYS: ReadonlyArray<keyof DsarSettings> = [
  'verify_reminder_days',
  'verify_close_days',
  'due_soon_days',
  'reminder_days',
];

/** The organization's DSAR settings (getDsarSettings, updateDsarSettings) on the Custom Template page. */
export function DsarSettingsSection({ oid, canWrite, onSaved }: DsarSettingsSectionProps) {
  const settings = useDsarSettings(oid);
  const { saveSettings } = useTemplateMutations();
  const [errors, setErrors] = useState<DsarSettingsErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function save(next: DsarSettings) {
    setErrors({});
    setProblem(null);
    try {
      await saveSettings.mutateAsync({ params: { path: { orgId: oid } }, body: next });
      onSaved('The reminders and deadlines are saved.');
    } catch (error) {
      const p = problemOf(error);
      const fields: DsarSettingsErrors = {};
      for (const detail of p.details) {
        const key = KEYS.find((k) => k === detail.field);
        if (key) fields[key] = sentence(detail.reason);
      }
      setErrors(fields);
      setProblem(Object.keys(fields).length > 0 ? 'Please correct the marked fields.' : sentence(p.message));
    }
  }

  return (
    <DsarSettingsCard
      settings={settings.data ?? null}
      loadError={
        settings.isError && !settings.data ? (
          <LoadFailed
            what="the DSAR settings"
            message={problemOf(settings.error).message}
            onRetry={() => void settings.refetch()}
          />
        ) : undefined
      }
      onSave={(next) => void save(next)}
      saving={saveSettings.isPending}
      errors={errors}
      problem={problem}
      isDisabled={!canWrite}
    />
  );
}
