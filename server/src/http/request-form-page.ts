/**
 * The hosted DSAR request form: GET /privacy-request/{identifier} (the form a data subject fills in,
 * no login) and GET /privacy-request/verify?token=… (the confirmation link of the e-mail). Both are the
 * same small HTML document; the embed's request-form.js (embed/src/request-form/) renders the form or
 * confirms the token through the public API. The document holds nothing about the form itself, so it
 * needs no database: an unknown identifier shows the form's "not available" message, from the API's 404.
 */
import { FORM_IDENTIFIER_PATTERN, REQUEST_FORM_PATH, VERIFY_PATH } from '@privacy-portal/sdk/dsar';
import { isLocale, LOCALE_INFO, type Locale, matchLocale } from '@privacy-portal/sdk/i18n';
import type { Context, Middleware } from 'koa';

/** The addresses are the sdk's (publicFormUrl, verifyLink build them for the e-mails and the builder). */
const REQUEST_FORM_PREFIX = `${REQUEST_FORM_PATH}/`;
const SCRIPT = '/embed/v1/request-form.js';

/**
 * The page's own policy, stricter than helmet's default in all but one way. Styles: the script puts its
 * stylesheet in document.adoptedStyleSheets and the form's colours in CSSOM properties, neither of
 * which CSP governs, so no 'unsafe-inline' is needed. Images: the logo, the favicon and the captcha
 * are data: URLs. frame-ancestors *: customers put the form on their own sites in an iframe.
 */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  'frame-ancestors *',
  "base-uri 'none'",
].join('; ');

/** The few words the document itself shows before (or without) the script, in the ten languages. */
const WORDS: Record<Locale, { title: string; noscript: string; notFound: string }> = {
  en: {
    title: 'Privacy request',
    noscript: 'This form needs JavaScript. Please turn it on and reload the page.',
    notFound: 'This page does not exist.',
  },
  de: {
    title: 'Datenschutzanfrage',
    noscript: 'Dieses Formular benötigt JavaScript. Bitte aktivieren Sie es und laden Sie die Seite neu.',
    notFound: 'Diese Seite existiert nicht.',
  },
  fr: {
    title: 'Demande relative à la vie privée',
    noscript: 'Ce formulaire nécessite JavaScript. Veuillez l’activer et recharger la page.',
    notFound: 'Cette page n’existe pas.',
  },
  'pt-BR': {
    title: 'Solicitação de privacidade',
    noscript: 'Este formulário precisa de JavaScript. Ative-o e recarregue a página.',
    notFound: 'Esta página não existe.',
  },
  ar: {
    title: 'طلب خصوصية',
    noscript: 'يتطلب هذا النموذج JavaScript. يرجى تفعيله ثم إعادة تحميل الصفحة.',
    notFound: 'هذه الصفحة غير موجودة.',
  },
  it: {
    title: 'Richiesta sulla privacy',
    noscript: 'Questo modulo richiede JavaScript. Attivalo e ricarica la pagina.',
    notFound: 'Questa pagina non esiste.',
  },
  hi: {
    title: 'गोपनीयता अनुरोध',
    noscript: 'इस फ़ॉर्म के लिए JavaScript आवश्यक है। कृपया इसे चालू करें और पेज फिर से लोड करें।',
    notFound: 'यह पेज मौजूद नहीं है।',
  },
  zh: {
    title: '隐私请求',
    noscript: '此表单需要 JavaScript。请启用后重新加载页面。',
    notFound: '此页面不存在。',
  },
  ja: {
    title: 'プライバシーに関するリクエスト',
    noscript: 'このフォームには JavaScript が必要です。有効にしてからページを再読み込みしてください。',
    notFound: 'このページは存在しません。',
  },
  es: {
    title: 'Solicitud de privacidad',
    noscript: 'Este formulario necesita JavaScript. Actívelo y vuelva a cargar la página.',
    notFound: 'Esta página no existe.',
  },
};

/** Accept-Language's tags, best first (q=0 dropped; equal weights keep their order). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0 && Number.isFinite(l.q))
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/** ?lang= when it is one of the ten (a link to one language), else Accept-Language's best match, else English. */
export function pageLocale(query: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(query)) return query;
  return matchLocale(acceptedLanguages(acceptLanguage)) ?? 'en';
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function requestFormHtml(locale: Locale, body: { identifier?: string; notFound?: boolean }): string {
  const w = WORDS[locale];
  const main = body.notFound
    ? `<main id="pp-request-form"><h1>${escapeAttr(w.notFound)}</h1></main>`
    : `<main id="pp-request-form"${body.identifier ? ` data-identifier="${escapeAttr(body.identifier)}"` : ''}><noscript><p>${escapeAttr(w.noscript)}</p></noscript></main>`;
  return `<!doctype html>
<html lang="${locale}" dir="${LOCALE_INFO[locale].dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttr(w.title)}</title>
${body.notFound ? '' : `<script src="${SCRIPT}" defer></script>\n`}</head>
<body>
${main}
</body>
</html>
`;
}

function setPageHeaders(ctx: Context): void {
  // securityHeaders (security-headers.ts) has already put helmet's page headers on this response;
  // these override the ones a form that lives in customers' iframes cannot keep:
  // - its own CSP (above), whose frame-ancestors * lets any site frame the form;
  // - no X-Frame-Options: helmet's SAMEORIGIN would stop every customer's iframe (a browser that
  //   knows frame-ancestors ignores it, an old one would obey it);
  // - Cross-Origin-Resource-Policy: cross-origin, or a customer's page with COEP could not frame it.
  // Referrer-Policy stays no-referrer: the confirmation link's token must not leave in a Referer.
  ctx.set('Content-Security-Policy', ctx.secure ? `${CSP}; upgrade-insecure-requests` : CSP);
  ctx.remove('X-Frame-Options');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Content-Type-Options', 'nosniff');
  // The same URL answers in the language the browser asks for; the document is tiny and may change
  // with a release (the script's name is stable), so it is revalidated.
  ctx.vary('Accept-Language');
  ctx.set('Cache-Control', 'no-cache');
  ctx.type = 'html';
}

/**
 * Serves GET (and HEAD) /privacy-request/{identifier} and /privacy-request/verify; anything else under
 * /privacy-request/ is a 404 page with the same headers. Register it before embedStatic and portalStatic.
 */
export function requestFormPage(): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(REQUEST_FORM_PREFIX) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    const locale = pageLocale(ctx.query.lang, ctx.get('Accept-Language'));
    setPageHeaders(ctx);
    const name = ctx.path.slice(REQUEST_FORM_PREFIX.length);
    if (ctx.path === VERIFY_PATH) {
      // A confirmation page has nothing to index, and its address holds a token.
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.body = requestFormHtml(locale, {});
    } else if (FORM_IDENTIFIER_PATTERN.test(name)) {
      // The contract's FormIdentifier ("verify" matches it too: the confirmation page takes that name first).
      ctx.body = requestFormHtml(locale, { identifier: name });
    } else {
      ctx.status = 404;
      ctx.body = requestFormHtml(locale, { notFound: true });
    }
  };
}
