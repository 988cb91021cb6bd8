/**
 * What a banner may hold once stored: the banner is shown on customers' websites, so no script can get
 * in through its texts. Every text is plain text (tags removed, entities decoded), except the message,
 * which keeps links, bold, italics and line breaks; links go to http, https or mailto only and open in a
 * new tab without handing the page to the linked site (rel="noopener noreferrer").
 */
import type { BannerConfig, BannerTexts } from '@privacy-portal/sdk/cookie-consent';
import sanitizeHtml from 'sanitize-html';
import { plainText } from '../categories/plain-text.ts';

const LINK_SCHEMES = ['http:', 'https:', 'mailto:'];

function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    // Relative addresses mean nothing on the customer's page that shows the banner: absolute only.
    const url = new URL(href.trim());
    return LINK_SCHEMES.includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const MESSAGE: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'br'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: 'noopener noreferrer', target: '_blank' } : {} };
    },
  },
  // A link left without a safe address loses its tag and keeps its text. (Renaming it to a tag that is
  // not allowed would do the same, but sanitize-html 2.17 then closes the next link at that depth with
  // the new name.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The message as HTML with only links, bold, italics and line breaks. */
export function messageHtml(value: string): string {
  return sanitizeHtml(value, MESSAGE).trim();
}

export function sanitizeBannerTexts(texts: BannerTexts): BannerTexts {
  const clean: BannerTexts = {
    title: plainText(texts.title),
    message: messageHtml(texts.message),
    accept_all: plainText(texts.accept_all),
    reject_all: plainText(texts.reject_all),
    preferences: plainText(texts.preferences),
    save: plainText(texts.save),
    do_not_sell: plainText(texts.do_not_sell),
  };
  if (texts.privacy_policy_label !== undefined)
    clean.privacy_policy_label = plainText(texts.privacy_policy_label);
  return clean;
}

/** A copy of the configuration with every text sanitised (the rest is checked by the contract). */
export function sanitizeBannerConfig(config: BannerConfig): BannerConfig {
  return {
    ...config,
    custom_languages: config.custom_languages.map((c) => ({ ...c, name: plainText(c.name) })),
    texts: Object.fromEntries(
      Object.entries(config.texts).map(([tag, texts]) => [tag, sanitizeBannerTexts(texts)]),
    ),
    consent_mode: {
      enabled: config.consent_mode.enabled,
      // A category named twice for one signal means nothing more: keep it once.
      mapping: Object.fromEntries(
        Object.entries(config.consent_mode.mapping).map(([signal, categories]) => [
          signal,
          [...new Set(categories)],
        ]),
      ),
    },
  };
}
