/**
 * The server stores Cookie Consent texts without markup a visitor's browser could run (sanitize-html
 * there): names, descriptions and purposes as plain text, the banner's message with links, bold and
 * italics only. The mocks strip the same things with a few expressions, which is enough for fixtures
 * and stories (they must show what the server would keep, not defend against an attacker).
 */

/** Elements whose content goes with them. */
const DROPPED = /<(script|style|iframe|object|embed|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi;

/** The text without any markup, trimmed; stripped again until nothing changes (`<scr<b>ipt>`). */
export function plainText(input: string): string {
  let text = input;
  for (let round = 0; round < 6; round++) {
    const stripped = text.replace(DROPPED, '').replace(TAG, '');
    if (stripped === text) break;
    text = stripped;
  }
  return text.trim();
}

const SAFE_HREF = /^(https?:|mailto:|\/|#)/i;

/** One pass over the message: allowed elements rewritten clean, every other tag dropped. */
function messagePass(input: string): string {
  return input.replace(DROPPED, '').replace(TAG, (tag, name: string) => {
    const element = name.toLowerCase();
    const closing = tag.startsWith('</');
    if (['b', 'strong', 'i', 'em'].includes(element)) return closing ? `</${element}>` : `<${element}>`;
    if (element === 'br') return closing ? '' : '<br>';
    if (element !== 'a') return '';
    if (closing) return '</a>';
    const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)')/i.exec(tag);
    const url = (href?.[2] ?? href?.[3] ?? '').trim();
    return SAFE_HREF.test(url) ? `<a href="${url.replace(/"/g, '&quot;')}">` : '<a>';
  });
}

/** The banner message: `a href` (http, https, mailto or relative), b, strong, i, em and br; nothing else. */
export function bannerMessage(input: string): string {
  let text = input;
  for (let round = 0; round < 6; round++) {
    const clean = messagePass(text);
    if (clean === text) break;
    text = clean;
  }
  return text.trim();
}
