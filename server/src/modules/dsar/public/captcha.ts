/**
 * The request form's captcha (svg-captcha): the answer is kept only as a hash for ten minutes, checked
 * case-insensitively, and spent by the submission that uses it (a solved captcha serves one request).
 */
import { createHash, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../../db/database.ts';

export const CAPTCHA_TTL_MS = 10 * 60_000;

const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');

export async function newCaptcha(db: Db, now = new Date()) {
  // No look-alike characters: 0/o, 1/l/i.
  const { data, text } = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1lIi', color: false });
  const id = randomUUID();
  const expires = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db('dsar_captchas').insert({ id, answer_hash: hashAnswer(id, text), expires_at: expires });
  // Expired ones are cleared as new ones are made, a few at a time.
  await db('dsar_captchas')
    .whereIn('id', db('dsar_captchas').select('id').where('expires_at', '<', now).limit(50))
    .del();
  return { id, svg: data, expires_at: expires.toISOString() };
}

/** Whether the answer is right, leaving the captcha usable (the form checks before submitting). */
export async function captchaMatches(db: Db, id: string, answer: string, now = new Date()): Promise<boolean> {
  const row = await db('dsar_captchas').where({ id }).where('expires_at', '>', now).first('answer_hash');
  return row?.answer_hash === hashAnswer(id, answer);
}

/** Spends the captcha: true once for a right answer; a wrong answer spends it too (no guessing twice). */
export async function spendCaptcha(db: Db, id: string, answer: string, now = new Date()): Promise<boolean> {
  const rows = await db('dsar_captchas')
    .where({ id })
    .where('expires_at', '>', now)
    .del()
    .returning('answer_hash');
  return rows[0]?.answer_hash === hashAnswer(id, answer);
}

/** The answer of a captcha, for tests only: read from the hash by trying is impossible, so tests make their own. */
export async function insertKnownCaptcha(
  db: Db,
  id: string,
  answer: string,
  now = new Date(),
): Promise<void> {
  await db('dsar_captchas').insert({
    id,
    answer_hash: hashAnswer(id, answer),
    expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
}
