import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import itemList from '../../module/item-list.module.css';
import surface from '../../module/surface.module.css';
import { Switch } from '../../Switch/index.ts';
import { formatScanTime } from '../ScanJobsTable/scanLabels.ts';
import { scheduleTitle } from '../ScheduleForm/scheduleLabels.ts';
import styles from './ScheduleList.module.css';

type ScanSchedule = Schemas['ScanSchedule'];

export interface ScheduleListProps {
  schedules: readonly ScanSchedule[];
  loading?: boolean;
  error?: ReactNode;
  /** At most this many schedules; Add is not offered at the limit. */
  max?: number;
  /** Add, change, switch and delete; left out for people who may only read. */
  onAdd?: () => void;
  onEdit?: (schedule: ScanSchedule) => void;
  onToggle?: (schedule: ScanSchedule, enabled: boolean) => void;
  onDelete?: (schedule: ScanSchedule) => void;
  /** The schedule whose change is being saved. */
  busyId?: number | null;
}

/** The property's scheduled scans: when each runs next, when it last ran, and whether it is on. */
export function ScheduleList({
  schedules,
  loading = false,
  error,
  max = 10,
  onAdd,
  onEdit,
  onToggle,
  onDelete,
  busyId = null,
}: ScheduleListProps) {
  if (error) return <>{error}</>;
  return (
    <div className={styles.list}>
      {loading ? (
        <p className={surface.muted} role="status">
          Loading the schedules
        </p>
      ) : schedules.length === 0 ? (
        <p className={surface.muted}>No scheduled scan. Schedule one to keep the inventory up to date.</p>
      ) : (
        <ul className={itemList.items} aria-label="Scheduled scans">
          {schedules.map((schedule) => {
            const title = scheduleTitle(schedule);
            return (
              <li key={schedule.id} className={itemList.item}>
                <div className={itemList.text}>
                  <span className={itemList.title}>{title}</span>
                  <span className={itemList.meta}>
                    {schedule.enabled ? `Next run ${formatScanTime(schedule.next_run_at)}` : 'Paused'}
                    {schedule.last_run_at ? ` · last ran ${formatScanTime(schedule.last_run_at)}` : ''}
                  </span>
                  {schedule.three_state ? (
                    <span>
                      <Badge>With Reject all and GPC</Badge>
                    </span>
                  ) : null}
                </div>
                <div className={itemList.controls}>
                  {onToggle ? (
                    <Switch
                      isSelected={schedule.enabled}
                      isDisabled={busyId === schedule.id}
                      onChange={(on) => onToggle(schedule, on)}
                      aria-label={`${title}: active`}
                    >
                      Active
                    </Switch>
                  ) : (
                    <Badge tone={schedule.enabled ? 'success' : 'neutral'}>
                      {schedule.enabled ? 'Active' : 'Paused'}
                    </Badge>
                  )}
                  {onEdit ? (
                    <IconButton
                      icon="edit"
                      size="sm"
                      label={`Change ${title}`}
                      onPress={() => onEdit(schedule)}
                    />
                  ) : null}
                  {onDelete ? (
                    <IconButton
                      icon="trash"
                      size="sm"
                      label={`Delete ${title}`}
                      onPress={() => onDelete(schedule)}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {onAdd ? (
        schedules.length < max ? (
          <div>
            <Button variant="secondary" size="sm" onPress={onAdd} isDisabled={loading}>
              Schedule a scan
            </Button>
          </div>
        ) : (
          <p className={surface.muted}>A property has at most {max} scheduled scans.</p>
        )
      ) : null}
    </div>
  );
}
