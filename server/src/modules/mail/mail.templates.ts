import { escapeHtml } from './html.ts';
import type { Mail } from './mailer.ts';

const PRODUCT = 'Privacy Portal';

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3968fa;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#666">Or paste this address into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#666">${PRODUCT}</p></body></html>`;
}

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Mail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), PRODUCT].join('\n\n');
  return { to, subject, text, html: layout(subject, paragraphs, action) };
}

export function verifyEmailMail(to: string, firstname: string, link: string): Mail {
  return mail(
    to,
    `Verify your email address for ${PRODUCT}`,
    [
      `Hello ${firstname},`,
      'Please confirm that this is your email address. The link works once and for 48 hours.',
    ],
    { label: 'Verify email', url: link },
  );
}

export function resetPasswordMail(to: string, firstname: string, link: string): Mail {
  return mail(
    to,
    `Reset your ${PRODUCT} password`,
    [
      `Hello ${firstname},`,
      'Someone asked to reset the password of your account. The link works once and for 60 minutes.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: link },
  );
}

export function invitationMail(
  to: string,
  inviter: string,
  company: string,
  role: string,
  link: string,
): Mail {
  return mail(
    to,
    `${inviter} invited you to ${company} on ${PRODUCT}`,
    [
      `${inviter} invited you to join ${company} as ${role}.`,
      'Choose a password to accept. The link works for 7 days.',
    ],
    { label: 'Accept the invitation', url: link },
  );
}

export function passwordChangedMail(to: string, firstname: string): Mail {
  return mail(to, `Your ${PRODUCT} password was changed`, [
    `Hello ${firstname},`,
    'The password of your account was just changed and your other sessions were signed out.',
    'If this was not you, reset your password at once and contact your administrator.',
  ]);
}
