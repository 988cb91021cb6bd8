// Lives in the ui library, whose components load their selects on first use too.
export type { OnDemand } from '@privacy-portal/ui/onDemand';
export { onDemand } from '@privacy-portal/ui/onDemand';
