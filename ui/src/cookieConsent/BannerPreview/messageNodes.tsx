import { createElement, type ReactNode } from 'react';

/** The tags a banner message may hold (the contract: links, bold and italics); the rest is unwrapped. */
const KEPT = new Set(['a', 'b', 'strong', 'i', 'em', 'br']);
/** Tags whose content is code or markup, not text: dropped with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

function convert(nodes: NodeListOf<ChildNode>, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    const nodeKey = `${key}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) return;
    const children = convert(element.childNodes, nodeKey);
    if (!KEPT.has(tag)) {
      out.push(...children);
      return;
    }
    if (tag === 'br') {
      out.push(createElement('br', { key: nodeKey }));
      return;
    }
    if (tag === 'a') {
      const href = element.getAttribute('href')?.trim() ?? '';
      // A link to anywhere but the web or mail (javascript:, data:) keeps its text and loses the link.
      if (!SAFE_HREF.test(href)) {
        out.push(...children);
        return;
      }
      out.push(
        createElement('a', { key: nodeKey, href, target: '_blank', rel: 'noopener noreferrer' }, ...children),
      );
      return;
    }
    out.push(createElement(tag, { key: nodeKey }, ...children));
  });
  return out;
}

/**
 * A banner message as React nodes: links (http, https, mailto), bold, italics and line breaks kept,
 * every other tag unwrapped to its text and scripts, styles and embedded objects dropped. The markup
 * is parsed by DOMParser, whose documents are inert (nothing runs, nothing loads), and nothing is ever
 * set as HTML: React writes each kept element and text itself.
 */
export function messageNodes(message: string): ReactNode[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${message}`, 'text/html');
  return convert(doc.body.childNodes, 'm');
}
