/** A request's audit timeline in the mocks: entries appended in time order, shown oldest first. */
import type { Schemas } from '@privacy-portal/sdk';
import type { MockState } from '../state.ts';
import type { MockDsarEvent, MockDsarRequest } from './state.ts';

export function recordEvent(
  state: MockState,
  r: Pick<MockDsarRequest, 'id'>,
  kind: Schemas['TimelineEvent']['kind'],
  text: string,
  actor: string | null = null,
  data: Record<string, unknown> = {},
): MockDsarEvent {
  return state.dsar.events.create((id) => ({
    id,
    request_id: r.id,
    at: state.now().toISOString(),
    kind,
    actor,
    text,
    data,
  }));
}

export const presentEvent = ({ request_id: _r, ...event }: MockDsarEvent): Schemas['TimelineEvent'] => event;
