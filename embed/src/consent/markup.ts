// The banner message may hold links, bold and italics (the server sanitised it already). It is parsed
// in an inert document and rebuilt node by node from that short list: nothing else reaches the page.

const KEEP: Record<string, string> = { B: 'b', STRONG: 'strong', I: 'i', EM: 'em' };

function rebuild(from: Node, to: Node): void {
  for (const n of Array.from(from.childNodes)) {
    if (n.nodeType === 3) {
      to.appendChild(document.createTextNode(n.textContent ?? ''));
    } else if (n instanceof Element) {
      let el: Element | DocumentFragment = document.createDocumentFragment();
      const tag = KEEP[n.tagName];
      const href = n.tagName === 'A' ? (n.getAttribute('href') ?? '') : '';
      if (tag) el = document.createElement(tag);
      else if (/^(https?:|mailto:|\/|#)/i.test(href)) {
        const a = document.createElement('a');
        a.href = href;
        a.target = '_blank';
        a.rel = 'noopener noreferrer';
        el = a;
      }
      rebuild(n, el);
      to.appendChild(el);
    }
  }
}

export function safeMarkup(html: string): DocumentFragment {
  const out = document.createDocumentFragment();
  rebuild(new DOMParser().parseFromString(html, 'text/html').body, out);
  return out;
}
