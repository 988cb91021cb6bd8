import { describe, expect, it } from 'vitest';
import { createApiClient, memoryTokenStore } from '../src/client.ts';
import type { ErrorAction } from '../src/errors/error-catalogue.ts';

/** A client whose fetch fails as `fail` says, recording the catalogue's actions. */
function clientFailingWith(fail: (request: Request) => Promise<Response>) {
  const actions: ErrorAction[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/api/v1',
    tokens: memoryTokenStore('token'),
    fetch: (input) => fail(input as Request),
    onErrorAction: (action) => actions.push(action),
  });
  return { api, actions };
}

describe('the error catalogue middleware on calls that never got an answer', () => {
  it('treats a network failure as the 500 of the catalogue', async () => {
    const { api, actions } = clientFailingWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.GET('/user')).rejects.toThrow('Failed to fetch');
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ statuscode: 500 });
  });

  it('raises nothing for a call its caller gave up (a cancelled query)', async () => {
    // As fetch does: an aborted request (before or while it is sent) rejects with an AbortError.
    const { api, actions } = clientFailingWith(
      (request) =>
        new Promise((_, reject) => {
          const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
          if (request.signal.aborted) abort();
          else request.signal.addEventListener('abort', abort);
        }),
    );
    const controller = new AbortController();
    const call = api.GET('/user', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(actions).toEqual([]);
  });
});
