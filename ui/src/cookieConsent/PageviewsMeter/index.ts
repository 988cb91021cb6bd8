export type { PageviewsMeterProps, PlanUse } from './PageviewsMeter.tsx';
export { PageviewsMeter } from './PageviewsMeter.tsx';
