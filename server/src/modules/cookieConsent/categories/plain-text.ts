/**
 * Category, cookie and banner texts (names, descriptions, purposes, button labels) are plain text:
 * the banner shows them to visitors, so no markup may be stored. sanitize-html with nothing allowed
 * drops every tag (and the content of script, style and the like); its output escapes `&`, `<` and
 * `>`, which are turned back into characters because the stored value is text, not HTML. An escaped
 * tag in the input (`&lt;script&gt;`) is a tag again once decoded, so the stripping repeats until
 * nothing changes.
 */
import sanitizeHtml from 'sanitize-html';

const NOTHING_ALLOWED: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** sanitize-html escapes only these three in text; undoing them gives the text as its parser read it. */
function decodeEscapes(html: string): string {
  return html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/** The text without any markup, trimmed. */
export function plainText(input: string): string {
  let text = input;
  for (let round = 0; round < 10; round++) {
    const stripped = decodeEscapes(sanitizeHtml(text, NOTHING_ALLOWED));
    if (stripped === text) return text.trim();
    text = stripped;
  }
  // Not settled after ten rounds: only a crafted value nests that deep. Keep none of its brackets.
  return text.replace(/[<>]/g, '').trim();
}
