/**
 * The stylesheet inside the preview's iframe: a stand-in web page and the banner on top of it. Static
 * text; the configured colours and font arrive as custom properties set on the banner's element, so
 * nothing from the configuration is ever written into CSS or HTML source. Below 600 px (the mobile
 * width) the bar and the box become a sheet along the screen's edge and the buttons stack.
 */
export const PREVIEW_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #eef0f3; color: #1d2330; overflow: hidden; }
.site { padding: 24px 40px; }
.site__nav { display: flex; gap: 16px; align-items: center; margin-bottom: 32px; }
.site__logo { width: 120px; height: 24px; border-radius: 6px; background: #c9ced8; }
.site__link { width: 64px; height: 12px; border-radius: 6px; background: #d6dae2; }
.site__hero { height: 220px; border-radius: 12px; background: #dde1e8; margin-bottom: 24px; }
.site__row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; }
.site__card { height: 140px; border-radius: 10px; background: #e3e6ec; }
.site__note { position: absolute; top: 12px; inset-inline: 12px; padding: 10px 14px; border-radius: 8px; background: #1d2330; color: #fff; font-size: 14px; }
@media (max-width: 600px) {
  .site { padding: 16px; }
  .site__row { grid-template-columns: 1fr; }
  .site__hero { height: 140px; }
}

.ppb { position: fixed; z-index: 10; background: var(--ppb-bg); color: var(--ppb-text); font-family: var(--ppb-font);
  font-size: 14px; line-height: 1.5; box-shadow: 0 8px 32px rgba(15, 23, 42, 0.22); max-height: calc(100% - 32px);
  overflow: auto; }
.ppb h2 { margin: 0; font-size: 18px; line-height: 1.3; }
.ppb h3 { margin: 0; font-size: 15px; }
.ppb p { margin: 0; }
.ppb a { color: var(--ppb-link); text-decoration: underline; }
.ppb :focus-visible { outline: 3px solid var(--ppb-link); outline-offset: 2px; }

.ppb--bar { inset-inline: 0; padding: 20px 32px; max-height: 85%; }
.ppb--bar.ppb--top { top: 0; }
.ppb--bar.ppb--bottom { bottom: 0; }
.ppb--box { width: 420px; border-radius: 14px; padding: 24px; bottom: 24px; }
.ppb--box.ppb--bottom-left { inset-inline-start: 24px; }
.ppb--box.ppb--bottom-right { inset-inline-end: 24px; }
.ppb--box.ppb--bottom, .ppb--box.ppb--top { inset-inline: 0; margin-inline: auto; }
.ppb--box.ppb--top { top: 24px; bottom: auto; }
.ppb--box.ppb--center, .ppb--popup { top: 50%; left: 50%; bottom: auto; transform: translate(-50%, -50%); }
.ppb--popup { width: min(600px, calc(100% - 32px)); border-radius: 14px; padding: 28px; }
.ppb-backdrop { position: fixed; inset: 0; z-index: 9; background: rgba(15, 23, 42, 0.5); }

.ppb__body { display: flex; flex-direction: column; gap: 16px; }
.ppb--bar .ppb__body { flex-direction: row; align-items: center; gap: 32px; max-width: 1200px; margin: 0 auto; }
.ppb--bar .ppb__text { flex: 1 1 auto; }
.ppb__text { display: flex; flex-direction: column; gap: 8px; }
.ppb__head { display: flex; align-items: center; gap: 12px; }
.ppb__head h2 { flex: 1 1 auto; }
.ppb__logo { max-height: 32px; max-width: 120px; object-fit: contain; }
.ppb__lang { font: inherit; font-size: 13px; color: var(--ppb-text); background: var(--ppb-bg); border: 1px solid currentColor;
  border-radius: 6px; padding: 4px 6px; }
.ppb__actions { display: flex; flex-direction: column; align-items: stretch; gap: 8px; }
.ppb--bar .ppb__actions { flex: 0 0 auto; min-width: 280px; }
.ppb__choice { display: grid; grid-auto-flow: column; grid-auto-columns: 1fr; gap: 8px; }
.ppb__btn { font: inherit; font-weight: 600; min-height: 44px; padding: 10px 18px; border-radius: 8px; border: 2px solid var(--ppb-accent);
  cursor: pointer; line-height: 1.25; }
.ppb--filled .ppb__btn { background: var(--ppb-accent); color: var(--ppb-accent-text); }
.ppb--outline .ppb__btn { background: transparent; color: var(--ppb-accent); }
.ppb__more { align-self: center; font: inherit; background: none; border: 0; padding: 6px; color: var(--ppb-link); text-decoration: underline; cursor: pointer; }
.ppb__brand { font-size: 12px; text-align: center; }

.ppb__cats { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.ppb__cat { border: 1px solid color-mix(in srgb, var(--ppb-text) 25%, transparent); border-radius: 10px; padding: 12px 14px;
  display: flex; flex-direction: column; gap: 6px; }
.ppb__cat-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.ppb__always { font-size: 13px; font-weight: 600; }
.ppb__switch { position: relative; display: inline-flex; width: 44px; height: 24px; flex: 0 0 auto; }
.ppb__switch input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: pointer; }
.ppb__track { width: 100%; height: 100%; border-radius: 12px; border: 2px solid var(--ppb-accent); background: var(--ppb-bg); transition: background 0.15s; }
.ppb__track::after { content: ""; position: absolute; top: 4px; inset-inline-start: 4px; width: 16px; height: 16px; border-radius: 50%;
  background: var(--ppb-accent); transition: inset-inline-start 0.15s, background 0.15s; }
.ppb__switch input:checked + .ppb__track { background: var(--ppb-accent); }
.ppb__switch input:checked + .ppb__track::after { inset-inline-start: 24px; background: var(--ppb-accent-text); }
.ppb__switch input:focus-visible + .ppb__track { outline: 3px solid var(--ppb-link); outline-offset: 2px; }
.ppb__cookies summary { cursor: pointer; font-weight: 600; font-size: 13px; }
.ppb__cookie-list { list-style: none; margin: 6px 0 0; padding: 0; display: flex; flex-direction: column; gap: 6px; font-size: 13px; }
.ppb__cookie-name { font-weight: 600; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }

.ppb-reopen { position: fixed; bottom: 16px; inset-inline-start: 16px; z-index: 10; font: 600 13px/1.2 var(--ppb-font);
  padding: 10px 14px; border-radius: 999px; border: 0; background: var(--ppb-accent); color: var(--ppb-accent-text);
  box-shadow: 0 4px 16px rgba(15, 23, 42, 0.25); cursor: pointer; }

@media (max-width: 600px) {
  /* .ppb first: these must beat the desktop corner and centre rules above. */
  .ppb.ppb--bar, .ppb.ppb--box { inset-inline: 0; width: auto; margin: 0; padding: 18px 16px; transform: none; }
  .ppb.ppb--bar.ppb--bottom, .ppb.ppb--box:not(.ppb--top) { top: auto; bottom: 0; border-radius: 14px 14px 0 0; }
  .ppb.ppb--bar.ppb--top, .ppb.ppb--box.ppb--top { top: 0; bottom: auto; border-radius: 0 0 14px 14px; }
  .ppb.ppb--bar .ppb__body { flex-direction: column; align-items: stretch; gap: 16px; }
  .ppb.ppb--bar .ppb__actions { min-width: 0; }
  .ppb.ppb--popup { padding: 20px 16px; }
  .ppb__choice { grid-auto-flow: row; grid-auto-rows: 1fr; }
}
`;

/** The iframe's document before React fills its body: only the stylesheet above. */
export const PREVIEW_SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${PREVIEW_CSS}</style></head><body></body></html>`;
