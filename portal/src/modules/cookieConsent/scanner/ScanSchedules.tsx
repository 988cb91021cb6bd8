import type { Schemas } from '@privacy-portal/sdk';
import type { ScheduleFormValues } from '@privacy-portal/ui/cookieConsent/ScheduleForm';
import { ScheduleList, scheduleTitle } from '@privacy-portal/ui/cookieConsent/ScheduleList';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import type { PropertyPair } from '../categories/categories.queries.ts';
import { useScannerMutations, useScanSchedules } from './scanner.queries.ts';

// Fetched on first open (components/lazyDialog.tsx).
const ScheduleForm = lazyDialog(() =>
  import('@privacy-portal/ui/cookieConsent/ScheduleForm').then((m) => m.ScheduleForm),
);

type ScanSchedule = Schemas['ScanSchedule'];

interface ScanSchedulesProps {
  pair: PropertyPair;
  canWrite: boolean;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

/** Scheduled scans: list them, add or change one in a dialog, switch one off, delete one. */
export function ScanSchedules({ pair, canWrite, onDone, onProblem }: ScanSchedulesProps) {
  const schedules = useScanSchedules(pair);
  const { createSchedule, updateSchedule, deleteSchedule } = useScannerMutations();
  const [editing, setEditing] = useState<ScanSchedule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ScanSchedule | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function save(values: ScheduleFormValues) {
    setFormError(null);
    try {
      if (editing && editing !== 'new') {
        await updateSchedule.mutateAsync({
          params: { path: { pid: pair.pid, id: editing.id } },
          body: values,
        });
      } else {
        await createSchedule.mutateAsync({ params: { path: { pid: pair.pid } }, body: values });
      }
      setEditing(null);
      onDone(`${scheduleTitle(values)}: saved.`);
    } catch (error) {
      setFormError(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  async function toggle(schedule: ScanSchedule, enabled: boolean) {
    setBusyId(schedule.id);
    try {
      const { frequency, hour, three_state } = schedule;
      await updateSchedule.mutateAsync({
        params: { path: { pid: pair.pid, id: schedule.id } },
        body: { frequency, hour, three_state, enabled },
      });
      onDone(`${scheduleTitle(schedule)}: ${enabled ? 'active' : 'paused'}.`);
    } catch (error) {
      onProblem(problemSummary(problemOf(error), { verbatim: true }));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(schedule: ScanSchedule) {
    try {
      await deleteSchedule.mutateAsync({ params: { path: { pid: pair.pid, id: schedule.id } } });
      setDeleting(null);
      onDone(`${scheduleTitle(schedule)}: deleted.`);
    } catch (error) {
      setDeleting(null);
      onProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  return (
    <>
      <ScheduleList
        schedules={schedules.data ?? []}
        loading={schedules.isPending}
        error={
          schedules.isError && !schedules.data ? (
            <LoadFailed
              what="the scheduled scans"
              message={problemOf(schedules.error).message}
              onRetry={() => void schedules.refetch()}
            />
          ) : undefined
        }
        busyId={busyId}
        {...(canWrite
          ? {
              onAdd: () => {
                setFormError(null);
                setEditing('new');
              },
              onEdit: (schedule: ScanSchedule) => {
                setFormError(null);
                setEditing(schedule);
              },
              onToggle: (schedule: ScanSchedule, on: boolean) => void toggle(schedule, on),
              onDelete: setDeleting,
            }
          : {})}
      />
      {editing ? (
        <ScheduleForm
          isOpen
          schedule={editing === 'new' ? null : editing}
          busy={createSchedule.isPending || updateSchedule.isPending}
          error={formError}
          onSubmit={(values) => void save(values)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete the scheduled scan?"
        message={
          <p>{deleting ? `${scheduleTitle(deleting)} stops. Scans already made stay listed.` : null}</p>
        }
        confirmLabel="Delete schedule"
        destructive
        busy={deleteSchedule.isPending}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
