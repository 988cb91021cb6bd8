import type { Schemas } from '@privacy-portal/sdk';
import { escapeHtml } from './html.ts';

const linkify = (text: string) => escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** The dev mailbox as a page: what sign-up, reset and invitation mails would have said. */
export function mailboxPage(messages: Schemas['MailMessage'][]): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · <time datetime="${m.created_at}">${escapeHtml(new Date(m.created_at).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</time></span></header>
  <pre>${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No mail yet. Sign up, ask for a password reset or invite a teammate, and the mail shows here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Privacy Portal</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d2433;background:#f6f7fb}
h1{font-size:1.4rem}article{background:#fff;border:1px solid #dde1ea;border-radius:8px;padding:1rem;margin:0 0 1rem}
header{display:flex;flex-direction:column;gap:.25rem;margin-bottom:.5rem}header span{color:#5b6475;font-size:.85rem}
pre{white-space:pre-wrap;font-family:inherit;margin:0}a{color:#2451d6}
</style></head>
<body><h1>Dev mailbox</h1><p>No SMTP server is configured, so mails are kept here instead of being sent (newest first).</p>
${items}
</body></html>`;
}
