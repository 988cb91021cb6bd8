// Styles of the banner and the preferences, inside their shadow roots so the site's CSS cannot reach
// them (and theirs cannot reach the site). Colours come from the config, which the server checked
// for WCAG AA contrast; the focus ring uses the text colour so it shows on any background.
import type { PublicBannerConfig } from './types.ts';

export function styles(c: PublicBannerConfig): string {
  const k = c.colours;
  const filled = c.button_style === 'filled';
  return `:host{all:initial}
*{box-sizing:border-box}
.d{position:fixed;z-index:2147483600;background:${k.background};color:${k.text};font:15px/1.5 ${c.font.replace(/[^\w\s,'"-]/g, '') || 'system-ui'},system-ui,sans-serif;padding:20px;box-shadow:0 2px 16px rgba(0,0,0,.3);max-height:90vh;overflow:auto}
.d:focus{outline:none}
.bar{left:0;right:0}.top{top:0}.bottom{bottom:0}
.box{width:420px;max-width:calc(100vw - 32px);border-radius:8px;bottom:16px;right:16px}
.box.bottom-left{right:auto;left:16px}.box.top{top:16px;bottom:auto}
.box.center,.popup{top:50%;left:50%;right:auto;bottom:auto;transform:translate(-50%,-50%);border-radius:8px}
.popup{width:560px;max-width:calc(100vw - 32px)}
.m{position:fixed;inset:0;z-index:2147483600;background:rgba(0,0,0,.5)}
h2{font-size:18px;margin:0 0 8px}
p{margin:0 0 12px}
a,.l{color:${k.link};text-decoration:underline;background:none;border:0;padding:0;font:inherit;cursor:pointer}
.r{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.b{font:inherit;font-weight:600;padding:10px 18px;border-radius:6px;cursor:pointer;border:2px solid ${k.accent};background:${filled ? k.accent : 'transparent'};color:${filled ? k.accent_text : k.text};flex:1 1 auto}
a:focus-visible,.b:focus-visible,.l:focus-visible,input:focus-visible{outline:3px solid ${k.text};outline-offset:2px}
.c{display:flex;flex-wrap:wrap;gap:12px;margin:8px 0}
label{display:inline-flex;gap:6px;align-items:center}
input{width:18px;height:18px;accent-color:${k.accent}}
.s{font-size:12px;margin-top:8px}
.g{max-height:40px;max-width:160px;display:block;margin-bottom:8px}
`;
}
