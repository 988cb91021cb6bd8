/**
 * What Demo Retail's DSAR rows use of its plan, for the billing handlers' allowances (billing.ts):
 * the recorded answer of GET /available/{form|request|workflow}/{orgId}, not counted here.
 */
import type { MockState } from '../state.ts';

export type DsarMetric = 'forms' | 'workflows' | 'requests';

const PATHS: Record<DsarMetric, string> = { forms: 'form', workflows: 'workflow', requests: 'request' };

export function dsarUsed(
  state: Omit<MockState, 'reset'>,
  organizationId: number,
  metric: DsarMetric,
): number {
  const recorded = state.answers.read(`/available/${PATHS[metric]}/${organizationId}`, 'owner@demo.test');
  return (recorded as { response?: { used?: number } } | undefined)?.response?.used ?? 0;
}
