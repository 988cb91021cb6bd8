import { useState } from 'react';
import buttonStyles from '../../Button/Button.module.css';
import { InstallSnippet } from '../../cookieConsent/InstallSnippet/InstallSnippet.tsx';
import { DeferredSelect } from '../../DeferredSelect/index.ts';
import { Icon } from '../../Icon/index.ts';
import { type FormLocale, languageName } from '../formDefinition/index.ts';
import styles from './FormEmbedSnippet.module.css';

export interface FormEmbedSnippetProps {
  /** The hosted form's address; null until the form is published. */
  publicUrl: string | null;
  /** The form's name: the iframe's title. */
  formName: string;
  /** The languages the form offers, for a link that opens in one of them. */
  languages: readonly FormLocale[];
  /** Writes to the clipboard; the browser's by default (tests pass their own). */
  copy?: (text: string) => Promise<void>;
}

const BROWSER = 'browser';

/** The address with ?lang= for a fixed language. */
export function formAddress(publicUrl: string, language: FormLocale | null): string {
  if (!language) return publicUrl;
  const url = new URL(publicUrl);
  url.searchParams.set('lang', language);
  return url.toString();
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The iframe a customer pastes into a page of their site. */
export function iframeSnippet(address: string, title: string): string {
  return `<iframe src="${attr(address)}" title="${attr(title)}" width="100%" height="1100" style="border:0;max-width:760px" loading="lazy"></iframe>`;
}

/**
 * Where a published form lives: its address to link to (in the visitor's browser language or a fixed
 * one) and the iframe that embeds it in a page, each with Copy.
 */
export function FormEmbedSnippet({ publicUrl, formName, languages, copy }: FormEmbedSnippetProps) {
  const [language, setLanguage] = useState<string>(BROWSER);
  if (!publicUrl) {
    return (
      <p className={styles.note}>
        The form is not published yet. Publish it to get its address and the code that embeds it in your
        website.
      </p>
    );
  }
  const fixed = language === BROWSER ? null : (language as FormLocale);
  const address = formAddress(publicUrl, fixed);
  return (
    <div className={styles.snippets}>
      {languages.length > 1 ? (
        <DeferredSelect
          label="Language"
          options={[
            { id: BROWSER, label: 'The visitor’s browser language' },
            ...languages.map((locale) => ({ id: locale, label: languageName(locale) })),
          ]}
          value={language}
          onChange={(value) => setLanguage(value ?? BROWSER)}
          description="The form opens in the visitor’s browser language when it is offered, else in its first language."
        />
      ) : null}
      <InstallSnippet code={address} label="Form address" {...(copy ? { copy } : {})} />
      <div>
        {/* A plain anchor: the form lives outside the portal, so the app's router must not take the
            address (react-aria's links resolve every href through it). */}
        <a
          className={[buttonStyles.button, buttonStyles.secondary, buttonStyles.sm].join(' ')}
          href={address}
          target="_blank"
          rel="noopener"
        >
          Open the form
          <Icon name="external-link" size={16} />
          <span className={styles.visuallyHidden}> (opens in a new tab)</span>
        </a>
      </div>
      <InstallSnippet
        code={iframeSnippet(address, formName)}
        label="Embed code"
        {...(copy ? { copy } : {})}
      />
      <p className={styles.note}>
        Paste the embed code where the form should appear on your website. The form keeps its own look and
        languages, and every version you publish shows there at once.
      </p>
    </div>
  );
}
