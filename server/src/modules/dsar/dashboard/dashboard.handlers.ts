import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { dayRange } from '../../cookieConsent/tracking/day-range.ts';
import { dsarPropertyScope } from '../dsar.access.ts';
import { dsarSettings } from '../settings/settings.queries.ts';
import { requestChart, requestsByRegion } from './dashboard.queries.ts';

type Ops = 'getDsarRequestChart' | 'getDsarRequestsByRegion';

/**
 * The DSAR dashboard of a property. The range is the consent dashboard's (sdk consentRange): `to`
 * today and `from` 30 days before it when absent, at most 366 days, 400 naming the field otherwise.
 */
export function dashboardHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    getDsarRequestChart: async ({ auth, params, query }) => {
      const { org, property } = await dsarPropertyScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
      });
      const range = dayRange(query);
      const settings = await dsarSettings(db, org.id);
      return {
        status: 200,
        body: {
          response: await requestChart(
            db,
            { orgId: org.id, propertyId: property.id, dueSoonDays: settings.due_soon_days },
            range,
          ),
        },
      };
    },

    getDsarRequestsByRegion: async ({ auth, params, query }) => {
      const { org, property } = await dsarPropertyScope(db, auth, {
        orgId: params.orgId,
        propId: params.propId,
      });
      const range = dayRange(query);
      return {
        status: 200,
        body: { response: await requestsByRegion(db, { orgId: org.id, propertyId: property.id }, range) },
      };
    },
  };
}
