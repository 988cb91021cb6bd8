// The page's stylesheet and the form's look. The page's CSP has no 'unsafe-inline' for styles: the sheet
// goes into document.adoptedStyleSheets (a constructed sheet, which CSP does not govern) and the form's
// colours and sizes into custom properties through the CSSOM (element.style.setProperty, also allowed).
// A colour pair the builder chose that misses WCAG AA contrast is corrected here, to black or white,
// whichever reads better: the visitor must be able to read the page whatever the form's settings.
import { contrastRatio } from '../../../sdk/src/rules/colour.ts';
import type { PublicForm } from './api.ts';

const CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#fff;color:#1d2433;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans Devanagari","Noto Sans CJK SC",sans-serif}
#pp-request-form{max-width:720px;margin:0 auto;padding:16px}
h1,h2{line-height:1.25}
.lang{display:flex;justify-content:flex-end;align-items:center;gap:8px;margin-bottom:12px}
.lang select{width:auto;min-width:10em}
.hd{display:flex;align-items:center;gap:16px;padding:16px 20px;border-radius:8px 8px 0 0;background:var(--hb,#3968fa);color:var(--ht,#000)}
.hd img{max-height:64px;max-width:200px;display:block}
.hd h1{margin:0;font-size:var(--hs,30px)}
.welcome{color:var(--wc,#333);font-size:var(--ws,13px);margin:16px 0;white-space:pre-line}
.note{font-size:14px;margin:0 0 16px}
.f{margin:0 0 20px;padding:0;border:0;min-width:0}
.f>label,.f>legend{display:block;font-weight:600;margin-bottom:4px;padding:0}
.rq{color:#b3261e}
.opts{display:flex;flex-direction:column;gap:6px;margin-top:4px}
.opt{display:flex;align-items:center;gap:8px;font-weight:400}
.opt input{width:20px;height:20px;margin:0;flex:none;accent-color:var(--acc,#1d4ed8)}
input:not([type=radio]):not([type=checkbox]):not([type=file]),select,textarea{display:block;width:100%;font:inherit;color:inherit;background:#fff;padding:8px 10px;border:1px solid #5f6b7a;border-radius:6px}
textarea{min-height:8em;resize:vertical}
input[type=file]{font:inherit;max-width:100%}
select:disabled,input:disabled{background:#f1f3f5;color:#4a5563}
input[aria-invalid=true]:not([type=radio]):not([type=checkbox]):not([type=file]),select[aria-invalid=true],textarea[aria-invalid=true]{border:2px solid #b3261e}
.hint{margin:0 0 6px;font-size:14px;color:#4a5563}
.err{margin:0 0 6px;color:#b3261e;font-weight:600}
.err[hidden]{display:none}
.files{margin:6px 0 0;padding-inline-start:20px;font-size:14px}
.cap{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin:4px 0 8px}
.cap img{background:#fff;border:1px solid #5f6b7a;border-radius:6px;width:150px;height:50px}
.cap input{max-width:12em}
button{font:inherit;cursor:pointer}
.btn{font-weight:600;padding:10px 22px;border-radius:6px;border:2px solid var(--acc,#1d4ed8);background:var(--acc,#1d4ed8);color:var(--acct,#fff)}
.btn[aria-disabled=true]{opacity:.7;cursor:progress}
.sec{padding:6px 12px;border-radius:6px;border:1px solid #5f6b7a;background:#fff;color:#1d2433}
:focus-visible{outline:3px solid #1d2433;outline-offset:2px;box-shadow:0 0 0 6px #fff}
.sum{border:3px solid #b3261e;border-radius:8px;padding:12px 16px;margin:0 0 20px}
.sum h2{font-size:19px;margin:0 0 8px}
.sum ul{margin:0;padding-inline-start:20px}
.sum a{color:#b3261e;font-weight:600}
.status{min-height:1.5em;margin:12px 0 0}
.done,.box{border:2px solid #1d2433;border-radius:8px;padding:16px 20px;margin:16px 0}
.done h2{margin-top:0}
.box h1{font-size:24px;margin:0 0 8px}
.ft{margin-top:24px;padding:12px 20px;border-radius:0 0 8px 8px;background:var(--fb,#f0b323);color:var(--fc,#333);font-size:var(--fs,13px);white-space:pre-line}
`;

/** Puts the stylesheet on the page once (browsers without constructed sheets get the page unstyled). */
export function installStyles(): void {
  if (!('adoptedStyleSheets' in Document.prototype) || typeof CSSStyleSheet === 'undefined') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The sdk's WCAG contrast ratio (the builder warns with the same figure). */
export const contrast = contrastRatio;

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * `fg` on `bg` when it meets AA (4.5:1, or 3:1 for large text: 24px, or 18.66px bold), else black or
 * white, whichever contrasts more with `bg`.
 */
export function readable(fg: string, bg: string, px: number, bold = false): string {
  if (!HEX.test(bg)) return fg;
  const need = px >= 24 || (bold && px >= 18.66) ? 3 : 4.5;
  if (HEX.test(fg) && contrast(fg, bg) >= need) return fg;
  return contrast('#000000', bg) >= contrast('#ffffff', bg) ? '#000000' : '#ffffff';
}

/** The form's colours and sizes as custom properties on the page's root element. */
export function applyTheme(root: HTMLElement, s: PublicForm['settings']): void {
  const page = '#ffffff';
  const accentText = readable('#ffffff', s.headerColor, 16, true);
  // A button whose colour is too close to the page's white gets a dark edge from --acc: use the text colour.
  const accent = contrast(s.headerColor, page) >= 3 ? s.headerColor : '#1d2433';
  const props: Record<string, string> = {
    '--hb': s.headerColor,
    '--ht': readable(s.headerTextColor, s.headerColor, s.headerFontSize, true),
    '--hs': `${s.headerFontSize}px`,
    '--wc': readable(s.welcomeColor, page, s.welcomeFontSize),
    '--ws': `${s.welcomeFontSize}px`,
    '--fb': s.footerBackground,
    '--fc': readable(s.footerColor, s.footerBackground, s.footerFontSize),
    '--fs': `${s.footerFontSize}px`,
    '--acc': accent,
    '--acct': accent === s.headerColor ? accentText : '#ffffff',
  };
  for (const [name, value] of Object.entries(props)) root.style.setProperty(name, value);
}
