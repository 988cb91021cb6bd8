import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';

type Ops =
  | 'startCookieScan'
  | 'listScanJobs'
  | 'getScanJobDetails'
  | 'cancelScanJob'
  | 'getLastScanJob'
  | 'getScannerStatus'
  | 'listScanSchedules'
  | 'createScanSchedule'
  | 'updateScanSchedule'
  | 'deleteScanSchedule'
  | 'getScanLogin'
  | 'deleteScanLogin'
  | 'saveScanLogin'
  | 'checkScanLogin';

// Placeholder while the handlers are written (issue 13).
const notYet = async (): Promise<never> => {
  throw new ApiError(500, 'internal_error', 'Not built yet');
};

export function scanHandlers(_deps: Deps): Pick<Handlers<Auth>, Ops> {
  return {
    startCookieScan: notYet,
    listScanJobs: notYet,
    getScanJobDetails: notYet,
    cancelScanJob: notYet,
    getLastScanJob: notYet,
    getScannerStatus: notYet,
    listScanSchedules: notYet,
    createScanSchedule: notYet,
    updateScanSchedule: notYet,
    deleteScanSchedule: notYet,
    getScanLogin: notYet,
    deleteScanLogin: notYet,
    saveScanLogin: notYet,
    checkScanLogin: notYet,
  };
}
