// The session-read fast path on its own (the request-path suite checks it answers as the full path
// does): it answers a read whose caller the check accepts without the full path, and hands everything
// else to it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listOperations, type OperationEntry } from '@privacy-portal/openapi/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sessionReadFastPath } from '../src/http/session-read.fast-path.ts';
import type { Auth } from '../src/modules/access/access.ts';

const entry = listOperations().find((e) => e.operation.operationId === 'getUser') as OperationEntry;
const OWNER = { user: { id: 7, email: 'owner@demo.test' } } as unknown as Auth;

async function serve(fast: ReturnType<typeof sessionReadFastPath>, run: (url: string) => Promise<void>) {
  const server = createServer((req, res) => {
    if (!fast(req, res, () => res.writeHead(299).end('full path'))) res.writeHead(298).end('not taken');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the session-read fast path', () => {
  it('answers an accepted caller itself and hands refusals, other paths and methods to the full path', async () => {
    const asked: string[] = [];
    const fast = sessionReadFastPath({
      trustProxy: false,
      logger: pino({ level: 'silent' }),
      caller: async (authorization) => {
        asked.push(authorization);
        if (authorization !== 'Bearer good') throw new Error('refused');
        return OWNER;
      },
      reads: [
        {
          path: '/api/v1/user',
          entry,
          answer: async (auth) => ({ status: 200, body: { response: { email: auth.user.email } } }),
        },
      ],
    });
    await serve(fast, async (url) => {
      const ok = await fetch(`${url}/api/v1/user`, { headers: { authorization: 'Bearer good' } });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ response: { email: 'owner@demo.test' } });
      expect(ok.headers.get('cache-control')).toBe('no-store');
      expect(ok.headers.get('x-request-id')).toBeTruthy();
      const refused = await fetch(`${url}/api/v1/user`, { headers: { authorization: 'Bearer bad' } });
      expect(refused.status).toBe(299);
      expect((await fetch(`${url}/api/v1/user`)).status).toBe(298); // no token: not taken
      const other = [
        fetch(`${url}/api/v1/user?x=1`, { headers: { authorization: 'Bearer good' } }),
        fetch(`${url}/api/v1/user`, { method: 'HEAD', headers: { authorization: 'Bearer good' } }),
        fetch(`${url}/api/v1/organizations`, { headers: { authorization: 'Bearer good' } }),
      ];
      for (const res of await Promise.all(other)) expect(res.status).toBe(298);
    });
    expect(asked).toEqual(['Bearer good', 'Bearer bad']);
  });
});
