// Iframes of known embeds (video, maps, social) or marked ones (data-category, address in data-src)
// wait behind a placeholder with a 'Load content' button until their category is granted.

/** Hosts (and their subdomains) whose embeds set third-party cookies; maps only under /maps. */
const KNOWN =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|vimeo\.com|twitter\.com|x\.com|facebook\.com|instagram\.com|tiktok\.com|maps\.google\.[a-z.]+)$/;
const HOLD = 'data-pp-src';
let label = 'Load content';
const held: HTMLIFrameElement[] = [];

function knownEmbed(src: string): boolean {
  try {
    const u = new URL(src, location.href);
    return (
      KNOWN.test(u.hostname) || (/(^|\.)google\.[a-z.]+$/.test(u.hostname) && u.pathname.startsWith('/maps'))
    );
  } catch {
    return false;
  }
}

export function setLoadLabel(text: string): void {
  label = text;
  for (const f of held) {
    const button = f.previousElementSibling?.querySelector('button');
    if (button) button.textContent = text;
  }
}

function load(frame: HTMLIFrameElement): void {
  const src = frame.getAttribute(HOLD);
  if (src === null) return;
  frame.removeAttribute(HOLD);
  frame.previousElementSibling?.remove();
  frame.style.display = '';
  frame.src = src;
}

export function holdIframe(frame: HTMLIFrameElement, granted: (category: string) => boolean): void {
  if (frame.hasAttribute(HOLD)) return;
  const marked = frame.getAttribute('data-category');
  const src = frame.getAttribute('data-src') ?? frame.getAttribute('src') ?? '';
  if (!src || (!marked && !knownEmbed(src))) return;
  const category = marked ?? 'marketing';
  frame.setAttribute('data-category', category);
  frame.setAttribute(HOLD, src);
  if (granted(category)) {
    load(frame);
    return;
  }
  // Removing src would not stop a navigation the parser already started; a new address does.
  if (frame.hasAttribute('src')) frame.src = 'about:blank';
  frame.style.display = 'none';
  held.push(frame);
  const box = document.createElement('div');
  box.className = 'pp-embed-placeholder';
  const size = (v: string, d: string) => (v ? (/^\d+$/.test(v) ? `${v}px` : v) : d);
  box.style.cssText = `display:flex;align-items:center;justify-content:center;background:#f1f3f4;color:#202124;border:1px solid #5f6368;width:${size(frame.width, '100%')};height:${size(frame.height, '150px')};max-width:100%;box-sizing:border-box`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.style.cssText = 'font:inherit;padding:8px 16px;cursor:pointer';
  button.onclick = () => load(frame);
  box.append(button);
  frame.before(box);
}

/** Loads every held iframe whose category is now granted. */
export function releaseIframes(granted: (category: string) => boolean): void {
  for (const f of held) if (granted(f.getAttribute('data-category') ?? '')) load(f);
}
