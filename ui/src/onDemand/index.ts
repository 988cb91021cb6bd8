export type { OnDemand } from './onDemand.ts';
export { onDemand } from './onDemand.ts';
