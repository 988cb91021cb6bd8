import {
  invitationText,
  type MailText,
  mailPlainText,
  PRODUCT_NAME,
  passwordChangedText,
  resetPasswordText,
  verifyEmailText,
} from '@privacy-portal/sdk';
import { escapeHtml } from './html.ts';
import type { Mail } from './mailer.ts';

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3968fa;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#666">Or paste this address into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#666">${PRODUCT_NAME}</p></body></html>`;
}

// The texts live in the sdk (the mocks' dev mailbox sends the same); the layout is the server's.
function mail(to: string, text: MailText): Mail {
  return {
    to,
    subject: text.subject,
    text: mailPlainText(text),
    html: layout(text.subject, text.paragraphs, text.action),
  };
}

export const verifyEmailMail = (to: string, firstname: string, link: string): Mail =>
  mail(to, verifyEmailText(firstname, link));

export const resetPasswordMail = (to: string, firstname: string, link: string): Mail =>
  mail(to, resetPasswordText(firstname, link));

export const invitationMail = (
  to: string,
  inviter: string,
  company: string,
  role: string,
  link: string,
): Mail => mail(to, invitationText(inviter, company, role, link));

export const passwordChangedMail = (to: string, firstname: string): Mail =>
  mail(to, passwordChangedText(firstname));
