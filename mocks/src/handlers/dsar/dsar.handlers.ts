import type { HttpHandler } from 'msw';
import type { HandlerContext } from '../../http.ts';
import { dsarDashboardHandlers } from './dashboard.handlers.ts';
import { dsarExportsHandlers } from './exports.handlers.ts';
import { dsarFormsHandlers } from './forms.handlers.ts';
import { dsarPublicHandlers } from './public.handlers.ts';
import { dsarRequestsHandlers } from './requests.handlers.ts';
import { dsarTemplatesHandlers } from './templates.handlers.ts';
import { dsarWorkflowsHandlers } from './workflows.handlers.ts';

/**
 * Every DSAR operation of the contract (openapi/paths/dsar.yaml), answered from `state.dsar` with the
 * server's checks (dsar/access.ts) and the sdk's rules. The allowances (GET /available/form|request|
 * workflow) stay with the billing handlers.
 */
export function dsarHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    ...dsarFormsHandlers(ctx),
    ...dsarWorkflowsHandlers(ctx),
    ...dsarTemplatesHandlers(ctx),
    ...dsarRequestsHandlers(ctx),
    ...dsarExportsHandlers(ctx),
    ...dsarDashboardHandlers(ctx),
    ...dsarPublicHandlers(ctx),
  ];
}
