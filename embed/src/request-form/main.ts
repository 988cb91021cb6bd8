// request-form.js: the hosted DSAR request form (server/src/http/request-form-page.ts serves the page).
// On /privacy-request/{identifier} it renders that form; on /privacy-request/verify it confirms the
// e-mail link's token. It talks only to the origin it was loaded from, the page's own.
import { publicApi } from './api.ts';
import { startForm } from './form.ts';
import { installStyles } from './styles.ts';
import { startVerify } from './verify.ts';

try {
  const script = document.currentScript;
  const root = document.getElementById('pp-request-form');
  if (script instanceof HTMLScriptElement && root) {
    const api = publicApi(new URL(script.src, location.href).origin);
    installStyles();
    const identifier = root.dataset.identifier;
    if (identifier) void startForm(root, api, identifier);
    else if (/\/privacy-request\/verify\/?$/.test(location.pathname)) void startVerify(root, api);
  }
} catch {
  // The page keeps its server-rendered text (the noscript line does not show: nothing to do).
}
