import type { Schemas } from '@privacy-portal/sdk';
import { REQUEST_TYPE_LABELS, REQUEST_TYPES } from '@privacy-portal/sdk/dsar';

type RequestType = Schemas['RequestType'];

/** A workflow's request type as the portal names it; null is the workflow for any type without its own. */
export function requestTypeLabel(type: RequestType | null): string {
  return type === null ? 'Any request type' : REQUEST_TYPE_LABELS[type];
}

/** The request types in the contract's order, for a picker; 'any' stands for null. */
export const REQUEST_TYPE_OPTIONS: ReadonlyArray<{ id: RequestType | 'any'; label: string }> = [
  { id: 'any', label: requestTypeLabel(null) },
  ...REQUEST_TYPES.map((type) => ({ id: type, label: requestTypeLabel(type) })),
];

/** '1 stage' / '3 stages'. */
export const stagesLabel = (n: number) => (n === 1 ? '1 stage' : `${n} stages`);

/** 'No open request' / '1 open request' / '4 open requests'. */
export const openRequestsLabel = (n: number) =>
  n === 0 ? 'No open request' : n === 1 ? '1 open request' : `${n} open requests`;
