/**
 * Category and cookie texts (names, descriptions, purposes) are plain text: the banner shows them to
 * visitors, so no markup may be stored. sanitize-html with nothing allowed drops every tag (and the
 * content of script, style and the like); its output escapes `&`, `<` and `>`, which are turned back
 * into characters because the stored value is text, not HTML. An escaped tag in the input
 * (`&lt;script&gt;`) is a tag again once decoded, so the stripping repeats until nothing changes.
 */
import sanitizeHtml from 'sanitize-html';

const NOTHING_ALLOWED: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

function decodeEscapes(html: string): string {
  return html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/** The text without any markup, trimmed. */
export function plainText(input: string): string {
  let text = input;
  for (let round = 0; round < 6; round++) {
    const stripped = decodeEscapes(sanitizeHtml(text, NOTHING_ALLOWED));
    if (stripped === text) return text.trim();
    text = stripped;
  }
  // Escaped more deeply than anyone writes by hand: keep it escaped, which is inert as text.
  return sanitizeHtml(text, NOTHING_ALLOWED).trim();
}
