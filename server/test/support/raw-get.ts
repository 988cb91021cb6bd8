import { type IncomingMessage, type RequestOptions, request } from 'node:http';

/** An answer as it came over the wire: the body's bytes as sent, still compressed if they were. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A GET with exactly the given request headers. fetch would add its own Accept-Encoding and decode the
 * body, hiding what the server really sent (the compression tests assert the served bytes).
 */
export function rawGet(
  target: string | RequestOptions,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const answer = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    };
    const req =
      typeof target === 'string'
        ? request(target, { headers }, answer)
        : request({ ...target, headers: { ...target.headers, ...headers } }, answer);
    req.on('error', reject);
    req.end();
  });
}
