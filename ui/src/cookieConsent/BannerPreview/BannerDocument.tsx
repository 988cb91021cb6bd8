import { type CategoryKey, type CookieCategoryText, isCategoryKey } from '@privacy-portal/sdk/cookie-consent';
import { type CSSProperties, useEffect, useId, useState } from 'react';
import type { BannerConfig, BannerTexts, Cookie, CookieCategory } from '../bannerConfig/index.ts';
import { languageName } from '../bannerConfig/index.ts';
import { messageNodes } from './messageNodes.tsx';
import { previewWords } from './previewWords.ts';
import { useBuiltInCategoryTexts } from './useBuiltInTexts.ts';

/** Which of the two banners a visitor gets: asked first (GDPR) or told and able to opt out (US states). */
export type PreviewVariant = 'gdpr' | 'us_opt_out';

export interface BannerDocumentProps {
  config: BannerConfig;
  categories: readonly CookieCategory[];
  cookies: readonly Cookie[];
  language: string;
  onLanguageChange: (tag: string) => void;
  variant: PreviewVariant;
}

const FONT_STACK: Readonly<Record<BannerConfig['font'], string>> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  Inter: 'Inter, system-ui, sans-serif',
  Roboto: 'Roboto, system-ui, sans-serif',
  'Open Sans': '"Open Sans", system-ui, sans-serif',
  Lato: 'Lato, system-ui, sans-serif',
  Georgia: 'Georgia, "Times New Roman", serif',
};

/** Only web addresses reach src and href (the contract's HttpUrl), whatever a half-typed draft holds. */
const webAddress = (url: string | null) => url !== null && /^https?:\/\/\S+$/i.test(url);

/** The texts shown for a language: its own, else the default language's, else the first there is. */
export function textsFor(config: BannerConfig, language: string): BannerTexts | undefined {
  return config.texts[language] ?? config.texts[config.default_language] ?? Object.values(config.texts)[0];
}

/** A default category with no translation of its own in the language: shown in the built-in wording. */
const needsBuiltIn = (category: CookieCategory, language: string) =>
  !category.translations[language]?.name && Boolean(category.key && isCategoryKey(category.key));

function categoryLabel(
  category: CookieCategory,
  language: string,
  builtIn: ((key: CategoryKey) => CookieCategoryText) | undefined,
) {
  const own = category.translations[language];
  if (own?.name) return { name: own.name, description: own.description || category.description };
  // A default category without this language's translation: the built-in wording of its key (its own
  // name until that language's wording has arrived).
  if (builtIn && category.key && isCategoryKey(category.key)) return builtIn(category.key);
  return { name: category.name, description: category.description };
}

/**
 * The banner as a visitor sees it, rendered into the preview's iframe: the first layer (title, message,
 * the two equal choices, Preferences), the preferences layer (each category with its description and,
 * when shown, its cookies) and, after a choice, the button that reopens it.
 */
export function BannerDocument({
  config,
  categories,
  cookies,
  language,
  onLanguageChange,
  variant,
}: BannerDocumentProps) {
  const [stage, setStage] = useState<'banner' | 'preferences' | 'closed'>('banner');
  const [granted, setGranted] = useState<ReadonlySet<number>>(new Set());
  const titleId = useId();
  const messageId = useId();
  // An edit in the editor shows the banner again if the preview's visitor had already chosen.
  useEffect(() => {
    if (config) setStage((now) => (now === 'closed' ? 'banner' : now));
  }, [config]);
  const builtIn = useBuiltInCategoryTexts(
    language,
    stage === 'preferences' && categories.some((category) => needsBuiltIn(category, language)),
  );
  const texts = textsFor(config, language);
  const words = previewWords(language);
  if (!texts) return null;

  const style = {
    '--ppb-bg': config.colours.background,
    '--ppb-text': config.colours.text,
    '--ppb-accent': config.colours.accent,
    '--ppb-accent-text': config.colours.accent_text,
    '--ppb-link': config.colours.link,
    '--ppb-font': FONT_STACK[config.font],
  } as CSSProperties;
  const classes = [
    'ppb',
    `ppb--${config.layout}`,
    `ppb--${config.layout === 'popup' ? 'center' : config.position}`,
    `ppb--${config.button_style}`,
  ].join(' ');
  const close = () => setStage('closed');

  if (stage === 'closed') {
    return (
      <button type="button" className="ppb-reopen" style={style} onClick={() => setStage('banner')}>
        {words.reopen}
      </button>
    );
  }

  // The pair that must look alike: Reject all and Accept all (the opt-out banner: Do Not Sell and Accept).
  const choice = (
    <div className="ppb__choice">
      {variant === 'us_opt_out' ? (
        <button type="button" className="ppb__btn" data-choice="opt-out" onClick={close}>
          {texts.do_not_sell}
        </button>
      ) : (
        <button type="button" className="ppb__btn" data-choice="reject" onClick={close}>
          {texts.reject_all}
        </button>
      )}
      <button type="button" className="ppb__btn" data-choice="accept" onClick={close}>
        {texts.accept_all}
      </button>
    </div>
  );

  const languagePicker =
    config.languages.length > 1 ? (
      <select
        className="ppb__lang"
        aria-label={words.language}
        value={language}
        onChange={(event) => onLanguageChange(event.target.value)}
      >
        {config.languages.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {languageName(tag, config.custom_languages)}
          </option>
        ))}
      </select>
    ) : null;

  const branding = config.show_branding ? <p className="ppb__brand">Powered by Privacy Portal</p> : null;

  const body =
    stage === 'preferences' ? (
      <div className="ppb__body ppb__body--prefs">
        <div className="ppb__head">
          <h2 id={titleId}>{texts.preferences}</h2>
          {languagePicker}
        </div>
        <ul className="ppb__cats">
          {categories.map((category) => {
            const label = categoryLabel(category, language, builtIn);
            const nameId = `${titleId}-cat-${category.id}`;
            const own = config.show_cookies ? cookies.filter((c) => c.category_id === category.id) : [];
            return (
              <li key={category.id} className="ppb__cat">
                <div className="ppb__cat-head">
                  <h3 id={nameId}>{label.name}</h3>
                  {category.required ? (
                    <span className="ppb__always">{words.alwaysActive}</span>
                  ) : (
                    <span className="ppb__switch">
                      <input
                        type="checkbox"
                        role="switch"
                        aria-labelledby={nameId}
                        aria-checked={granted.has(category.id)}
                        checked={granted.has(category.id)}
                        onChange={(event) => {
                          const next = new Set(granted);
                          if (event.target.checked) next.add(category.id);
                          else next.delete(category.id);
                          setGranted(next);
                        }}
                      />
                      <span className="ppb__track" aria-hidden="true" />
                    </span>
                  )}
                </div>
                {label.description ? <p>{label.description}</p> : null}
                {own.length > 0 ? (
                  <details className="ppb__cookies">
                    <summary>
                      {words.cookies} ({own.length})
                    </summary>
                    <ul className="ppb__cookie-list">
                      {own.map((cookie) => (
                        <li key={cookie.id}>
                          <span className="ppb__cookie-name">{cookie.name}</span> · {cookie.domain} ·{' '}
                          {cookie.duration}
                          {cookie.purpose ? <div>{cookie.purpose}</div> : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="ppb__actions">
          {choice}
          <button type="button" className="ppb__more" onClick={close}>
            {texts.save}
          </button>
        </div>
        {branding}
      </div>
    ) : (
      <div className="ppb__body">
        <div className="ppb__text">
          <div className="ppb__head">
            {webAddress(config.logo_url) ? <img className="ppb__logo" src={config.logo_url!} alt="" /> : null}
            <h2 id={titleId}>{texts.title}</h2>
            {languagePicker}
          </div>
          <p id={messageId}>
            {messageNodes(texts.message)}
            {webAddress(config.privacy_policy_url) && texts.privacy_policy_label ? (
              <>
                {' '}
                <a href={config.privacy_policy_url!} target="_blank" rel="noopener noreferrer">
                  {texts.privacy_policy_label}
                </a>
              </>
            ) : null}
          </p>
        </div>
        <div className="ppb__actions">
          {choice}
          {config.show_categories ? (
            <button type="button" className="ppb__more" onClick={() => setStage('preferences')}>
              {texts.preferences}
            </button>
          ) : null}
          {branding}
        </div>
      </div>
    );

  return (
    <>
      {config.layout === 'popup' ? <div className="ppb-backdrop" /> : null}
      <section
        className={classes}
        style={style}
        role="dialog"
        aria-modal={config.layout === 'popup'}
        aria-labelledby={titleId}
        aria-describedby={stage === 'banner' ? messageId : undefined}
        lang={language}
        data-stage={stage}
      >
        {body}
      </section>
    </>
  );
}
