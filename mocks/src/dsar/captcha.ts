/**
 * The public form's captcha in the mocks. The server draws random characters (svg-captcha) and keeps
 * a hash of the answer for ten minutes; the mocks draw the same four letters every time, as paths (the
 * contract's "no text"), so that a story, a test or a person trying the form knows the answer:
 * MOCK_CAPTCHA_SOLUTION (compared without regard to case).
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { MockState } from '../state.ts';
import type { MockCaptcha } from './state.ts';

export const MOCK_CAPTCHA_SOLUTION = 'ABCD';
const VALID_MS = 10 * 60_000;

// The letters A, B, C and D as strokes in a 30×45 cell.
const LETTERS = [
  'M5 40 L15 5 L25 40 M9 27 L21 27',
  'M5 5 L5 40 L17 40 Q25 40 25 31 Q25 22 15 22 L5 22 M5 5 L15 5 Q23 5 23 13 Q23 22 15 22',
  'M25 10 Q20 4 14 5 Q5 7 5 22 Q5 38 14 40 Q21 41 25 35',
  'M5 5 L5 40 L13 40 Q26 39 26 22 Q26 6 13 5 Z',
];

export const MOCK_CAPTCHA_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50" viewBox="0 0 150 50">',
  '<rect width="150" height="50" fill="#f4f4f4"/>',
  '<path d="M2 30 C40 10 90 45 148 18" stroke="#b0b0b0" fill="none"/>',
  ...LETTERS.map(
    (d, i) =>
      `<path transform="translate(${10 + i * 34} ${i % 2 ? 3 : 1}) rotate(${i % 2 ? 6 : -6} 15 22)" d="${d}" stroke="#3968fa" stroke-width="3" fill="none"/>`,
  ),
  '</svg>',
].join('');

export function newCaptcha(state: MockState): MockCaptcha {
  return state.dsar.captchas.create((id) => ({
    id,
    captcha_id: crypto.randomUUID(),
    solution: MOCK_CAPTCHA_SOLUTION,
    expires_at: new Date(state.now().getTime() + VALID_MS).toISOString(),
  }));
}

export const presentCaptcha = (c: MockCaptcha): Schemas['Captcha'] => ({
  id: c.captcha_id,
  svg: MOCK_CAPTCHA_SVG,
  expires_at: c.expires_at,
});

/** 'ok', or why the answer does not count: an unknown or expired captcha, or a wrong answer. */
export function checkCaptcha(state: MockState, id: string, solution: string): 'ok' | 'expired' | 'wrong' {
  const captcha = state.dsar.captchas.find((c) => c.captcha_id === id);
  if (!captcha || new Date(captcha.expires_at) <= state.now()) return 'expired';
  return solution.trim().toUpperCase() === captcha.solution ? 'ok' : 'wrong';
}

/** A right answer is used up by the submission it lets through. */
export function spendCaptcha(state: MockState, id: string, solution: string): boolean {
  if (checkCaptcha(state, id, solution) !== 'ok') return false;
  state.dsar.captchas.remove((c) => c.captcha_id === id);
  return true;
}
