import type { Deps } from '../../deps.ts';
import { dashboardHandlers } from './dashboard/dashboard.handlers.ts';
import { formsHandlers } from './forms/forms.handlers.ts';
import { publicDsarHandlers } from './public/public.handlers.ts';
import { exportHandlers } from './requests/export.handlers.ts';
import { requestsHandlers } from './requests/requests.handlers.ts';
import { settingsHandlers } from './settings/settings.handlers.ts';
import { templatesHandlers } from './templates/templates.handlers.ts';
import { workflowsHandlers } from './workflows/workflows.handlers.ts';

/** Every DSAR operation, one file per area. */
export function dsarHandlers(deps: Deps) {
  return {
    ...formsHandlers(deps),
    ...publicDsarHandlers(deps),
    ...requestsHandlers(deps),
    ...exportHandlers(deps),
    ...workflowsHandlers(deps),
    ...templatesHandlers(deps),
    ...settingsHandlers(deps),
    ...dashboardHandlers(deps),
  };
}
