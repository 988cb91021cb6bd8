import type { Deps } from '../../../deps.ts';
import type { Handlers } from '../../../http/contract.ts';
import type { Auth } from '../../access/access.ts';
import { cookieConsentScope } from '../cookieConsent.access.ts';
import { dayRange } from '../tracking/day-range.ts';
import {
  consentActivity,
  consentBreakdown,
  consentCountries,
  consentSummary,
  installation,
} from './dashboard.service.ts';

type Ops =
  | 'getConsentSummary'
  | 'getConsentActivity'
  | 'getConsentBreakdown'
  | 'listConsentCountries'
  | 'getInstallation';

/** The Cookie Consent dashboard (issue 14, item 5) and the Implementation page's installation check. */
export function dashboardHandlers(deps: Deps): Pick<Handlers<Auth>, Ops> {
  const { db } = deps;
  return {
    getConsentSummary: async ({ auth, params, query }) => {
      const { property, tier } = await cookieConsentScope(db, auth, { propId: params.propId });
      return {
        status: 200,
        body: { response: await consentSummary(db, property.id, tier, dayRange(query)) },
      };
    },
    getConsentActivity: async ({ auth, params, query }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.pid });
      return { status: 200, body: { response: await consentActivity(db, property.id, dayRange(query)) } };
    },
    getConsentBreakdown: async ({ auth, params, query }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      return { status: 200, body: { response: await consentBreakdown(db, property.id, dayRange(query)) } };
    },
    listConsentCountries: async ({ auth, params, query }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      return { status: 200, body: { response: await consentCountries(db, property.id, dayRange(query)) } };
    },
    getInstallation: async ({ auth, params }) => {
      const { property } = await cookieConsentScope(db, auth, { propId: params.propId });
      // APP_URL is the server's public address (the portal and the embed are served together).
      return { status: 200, body: { response: await installation(db, property.id, deps.config.appUrl) } };
    },
  };
}
