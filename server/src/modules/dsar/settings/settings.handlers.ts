import { DSAR_REASONS } from '@privacy-portal/sdk/dsar';
import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Auth } from '../../access/access.ts';
import { dsarScope } from '../dsar.access.ts';
import { dsarSettings, saveDsarSettings } from './settings.queries.ts';

type Ops = 'getDsarSettings' | 'updateDsarSettings';

export function settingsHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    getDsarSettings: async ({ auth, params }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId });
      return { status: 200, body: { response: await dsarSettings(db, org.id) } };
    },

    updateDsarSettings: async ({ auth, params, body }) => {
      const { org } = await dsarScope(db, auth, { orgId: params.orgId, write: 'change the DSAR settings' });
      // The reminder comes before the request is closed for want of a confirmation.
      if (body.verify_close_days <= body.verify_reminder_days) {
        const reason = DSAR_REASONS.closeAfterReminder;
        throw new ApiError(400, 'validation_failed', `body.verify_close_days ${reason}`, [
          { in: 'body', field: 'verify_close_days', reason },
        ]);
      }
      return { status: 200, body: { response: await saveDsarSettings(db, org.id, body) } };
    },
  };
}
