import type { ErrorAction } from '@privacy-portal/sdk';
import type { Licence } from '../routing/route-table.ts';
import type { Problem } from './problem.ts';

/** Hands the error catalogue's actions (dialogs, navigation) from the API client to the app shell. */

/**
 * The catalogue's actions, and the portal's own: a subscription-status notification arrived
 * (the SubscriptionStatusModal opens with its product, e.g. 'Cookie Consent'); a plan limit stopped
 * the user (the shell's UpgradeHost opens the upgrade dialog of that product, as after a licence guard).
 */
export type AppAction =
  | ErrorAction
  | { kind: 'subscriptionStatus'; product: string }
  /** `oid`: the organization whose limit was reached, when it is not the selected one */
  | { kind: 'upgrade'; licence: Licence; oid?: number };

type Listener = (action: AppAction) => void;

const listeners = new Set<Listener>();

export function onErrorAction(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishErrorAction(action: AppAction): void {
  for (const listener of listeners) listener(action);
}

/**
 * A call refused by a plan limit (409 limit_reached) opens the upgrade dialog of the product whose
 * plan sets that limit (calls-billing-spec §8: 'You cannot add more than {user_limit} Users' opens the
 * upgrade dialog). For the organization user limit that is 'dsar': the organization-level plan, whose
 * popup ('org') upgrades it in place or offers plans when there is none. The page still shows the
 * server's message itself. True when the dialog was asked for.
 */
export function requestUpgradeOnLimit(
  problem: Pick<Problem, 'code'>,
  licence: Licence,
  oid?: number,
): boolean {
  if (problem.code !== 'limit_reached') return false;
  publishErrorAction(oid === undefined ? { kind: 'upgrade', licence } : { kind: 'upgrade', licence, oid });
  return true;
}
