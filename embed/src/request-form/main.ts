// request-form.js: the hosted DSAR request form (server/src/http/request-form-page.ts serves the page).
// On /privacy-request/{identifier} it renders that form; on /privacy-request/verify it confirms the
// e-mail link's token. It talks only to the origin it was loaded from, the page's own.
import { fromScript, scriptOrigin } from '../shared/boot.ts';
import { publicApi } from './api.ts';
import { startForm } from './form.ts';
import { installStyles } from './styles.ts';
import { startVerify } from './verify.ts';

// On an error the page keeps its server-rendered text (the noscript line does not show: nothing to do).
fromScript((script) => {
  const root = document.getElementById('pp-request-form');
  if (!root) return;
  const api = publicApi(scriptOrigin(script));
  installStyles();
  const identifier = root.dataset.identifier;
  if (identifier) void startForm(root, api, identifier);
  else if (/\/privacy-request\/verify\/?$/.test(location.pathname)) void startVerify(root, api);
});
