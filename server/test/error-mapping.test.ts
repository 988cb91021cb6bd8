/**
 * The error middleware's last line of defence: database refusals that are the request's doing
 * (a unique key a parallel request took, text PostgreSQL cannot hold, a number out of range) answer
 * 4xx in the one error shape, never 500. Checked by SQLSTATE, as pg and PGlite both report it.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, requestId } from '../src/http/middleware.ts';

let url = '';
let close: () => void = () => {};

beforeAll(async () => {
  const app = new Koa();
  app.use(requestId());
  app.use(errorHandler(pino({ level: 'silent' })));
  app.use(async (ctx) => {
    const code = ctx.query.code as string;
    throw Object.assign(new Error(`database error ${code}`), { code, severity: 'ERROR' });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('database errors', () => {
  it.each([
    ['23505', 409, 'conflict'],
    ['40001', 409, 'conflict'],
    ['22P05', 400, 'validation_failed'],
    ['22021', 400, 'validation_failed'],
    ['22003', 400, 'validation_failed'],
    ['XX000', 500, 'internal_error'],
  ])('SQLSTATE %s → %i %s', async (code, status, errorCode) => {
    const res = await fetch(`${url}/?code=${code}`);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string; message: string; request_id: string } };
    expect(body.error.code).toBe(errorCode);
    expect(body.error.request_id).toBeTruthy();
    expect(body.error.message).not.toContain(code);
  });
});
