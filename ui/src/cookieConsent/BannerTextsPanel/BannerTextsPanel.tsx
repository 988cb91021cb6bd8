import { BANNER_TEXT_KEYS, defaultBannerTexts } from '@privacy-portal/sdk/cookie-consent';
import { BannerTexts as TextRules } from '@privacy-portal/sdk/form-rules';
import { useState } from 'react';
import { Button } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { DeferredSelect as Select } from '../../DeferredSelect/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { lazyDialog } from '../../lazyDialog/lazyDialog.tsx';
import { TextField } from '../../TextField/index.ts';
import {
  availableLanguages,
  type BannerFieldErrors,
  type BannerPanelProps,
  type BannerTexts,
  type CustomLanguage,
  type CustomLanguageInput,
  FeatureGate,
  fieldMessage,
  languageDir,
  languageName,
} from '../bannerConfig/index.ts';
import { BannerTextField } from './BannerTextField.tsx';
import styles from './BannerTextsPanel.module.css';

// Fetched on first open (with react-aria's overlays): the panel shows it closed.
const AddLanguageDialog = lazyDialog(() =>
  import('./AddLanguageDialog.tsx').then((m) => m.AddLanguageDialog),
);

type TextKey = (typeof BANNER_TEXT_KEYS)[number];

const TEXT_LABEL: Readonly<Record<TextKey, string>> = {
  title: 'Title',
  message: 'Message',
  accept_all: 'Accept all button',
  reject_all: 'Reject all button',
  preferences: 'Preferences button',
  save: 'Save choices button',
  do_not_sell: 'Opt-out link (US)',
  privacy_policy_label: 'Privacy policy link text',
};

const TEXT_HINT: Partial<Record<TextKey, string>> = {
  message: 'Links (<a href>), bold (<b>) and italics (<i>) are kept; any other markup is removed.',
  do_not_sell: 'Shown instead of Reject all to visitors under a US opt-out rule.',
};

export interface BannerTextsPanelProps extends BannerPanelProps {
  /** The language whose texts are edited (controlled), so the preview can show the same one. */
  language: string;
  onLanguageChange: (tag: string) => void;
  /**
   * Saves a language of the owner's own with its first texts (POST save-custom-lang); resolves with
   * the problems to show in the dialog, or null once saved. Without it, no language can be added.
   */
  onAddLanguage?: (input: CustomLanguageInput) => Promise<BannerFieldErrors | null>;
}

const URL_SHAPE = /^https?:\/\/\S+$/i;

/**
 * The banner's languages and words: which languages it offers and which is the default, the seven
 * texts (and the privacy policy link) in each, with the contract's limits, and languages of the
 * owner's own. Editing the texts is 'advanced language edits' (basic and up); below that the
 * built-in wording shows read-only.
 */
export function BannerTextsPanel({
  config,
  onChange,
  errors = {},
  features,
  upgradeHref,
  isDisabled,
  language,
  onLanguageChange,
  onAddLanguage,
}: BannerTextsPanelProps) {
  const [adding, setAdding] = useState(false);
  const [policyTouched, setPolicyTouched] = useState(false);
  const canEdit = features.includes('advanced_languages');
  const custom = config.custom_languages;
  const editing = config.languages.includes(language) ? language : config.default_language;
  const texts: BannerTexts | undefined = config.texts[editing];
  const dir = languageDir(editing, custom);
  const builtIn = defaultBannerTexts(editing);
  const name = (tag: string) => languageName(tag, custom);

  function setOffered(tag: string, offered: boolean) {
    if (offered) {
      const filled = config.texts[tag] ?? defaultBannerTexts(tag) ?? config.texts[config.default_language];
      onChange({
        languages: [...config.languages, tag],
        ...(filled && !config.texts[tag] ? { texts: { ...config.texts, [tag]: { ...filled } } } : {}),
      });
    } else {
      // Its texts stay in the draft, so ticking it again brings back what was written.
      onChange({ languages: config.languages.filter((t) => t !== tag) });
      if (editing === tag) onLanguageChange(config.default_language);
    }
  }

  /** A custom language goes with its texts (a built-in one is only unticked). */
  function removeCustom(tag: string) {
    const { [tag]: _removed, ...rest } = config.texts;
    onChange({
      custom_languages: custom.filter((c) => c.tag !== tag),
      languages: config.languages.filter((t) => t !== tag),
      texts: rest,
    });
    if (editing === tag) onLanguageChange(config.default_language);
  }

  function setText(key: TextKey, value: string) {
    if (!texts) return;
    onChange({ texts: { ...config.texts, [editing]: { ...texts, [key]: value } } });
  }

  async function addLanguage(languageInput: CustomLanguage): Promise<BannerFieldErrors | null> {
    const start = config.texts[config.default_language] ?? defaultBannerTexts('en')!;
    const input: CustomLanguageInput = { language: languageInput, texts: { ...start } };
    const refused = onAddLanguage ? await onAddLanguage(input) : null;
    if (refused) return refused;
    onChange({
      custom_languages: [...custom, languageInput],
      languages: [...config.languages, languageInput.tag],
      texts: { ...config.texts, [languageInput.tag]: { ...start } },
    });
    onLanguageChange(languageInput.tag);
    return null;
  }

  const policy = config.privacy_policy_url ?? '';
  const policyProblem =
    policyTouched && policy !== '' && !URL_SHAPE.test(policy)
      ? 'must be an http or https address'
      : undefined;
  const textsProblem = errors[`texts.${editing}`];

  return (
    <div className={styles.panel}>
      <fieldset className={styles.languages} disabled={isDisabled}>
        <legend className={styles.legend}>Languages the banner offers</legend>
        <p className={styles.hint}>
          Visitors get their browser’s language when the banner has it, else the default language, and can
          switch in the banner.
        </p>
        <div className={styles.languageGrid}>
          {availableLanguages(custom).map((tag) => (
            <div key={tag} className={styles.language}>
              <Checkbox
                isSelected={config.languages.includes(tag)}
                isDisabled={isDisabled || tag === config.default_language}
                onChange={(selected) => setOffered(tag, selected)}
              >
                <span lang={tag}>{name(tag)}</span> <span className={styles.tag}>{tag}</span>
              </Checkbox>
              {custom.some((c) => c.tag === tag) && tag !== config.default_language ? (
                <IconButton
                  icon="trash"
                  size="sm"
                  label={`Remove ${name(tag)}`}
                  isDisabled={isDisabled}
                  onPress={() => removeCustom(tag)}
                />
              ) : null}
            </div>
          ))}
        </div>
        {fieldMessage('Languages', errors.languages) ? (
          <p className={styles.error}>{fieldMessage('Languages', errors.languages)}</p>
        ) : null}
        <div className={styles.row}>
          <Select
            label="Default language"
            value={config.default_language}
            isDisabled={isDisabled}
            onChange={(tag) => tag && onChange({ default_language: tag })}
            options={config.languages.map((tag) => ({ id: tag, label: name(tag) }))}
            description="The default language cannot be unticked."
            errorMessage={fieldMessage('Default language', errors.default_language)}
          />
          {/* Below basic the texts section's upgrade notice covers adding languages too. */}
          {onAddLanguage && canEdit ? (
            <div className={styles.addLanguage}>
              <Button variant="secondary" isDisabled={isDisabled} onPress={() => setAdding(true)}>
                Add a language
              </Button>
            </div>
          ) : null}
        </div>
      </fieldset>

      <section className={styles.texts} aria-labelledby="banner-texts-heading">
        <div className={styles.textsHead}>
          <h3 id="banner-texts-heading" className={styles.legend}>
            Texts
          </h3>
          <Select
            label="Edit the texts in"
            value={editing}
            onChange={(tag) => tag && onLanguageChange(tag)}
            options={config.languages.map((tag) => ({ id: tag, label: name(tag) }))}
          />
        </div>
        {/* Nothing when the plan has the feature; the upgrade notice above read-only texts when not. */}
        <FeatureGate feature="advanced_languages" features={features} upgradeHref={upgradeHref}>
          {null}
        </FeatureGate>
        {textsProblem ? (
          <p className={styles.error}>{fieldMessage(`The ${name(editing)} texts`, textsProblem)}</p>
        ) : null}
        {texts ? (
          <div className={styles.textFields}>
            {BANNER_TEXT_KEYS.map((key) => {
              const rule = TextRules[key];
              return (
                <BannerTextField
                  key={`${editing}-${key}`}
                  label={TEXT_LABEL[key]}
                  value={texts[key] ?? ''}
                  onChange={(value) => setText(key, value)}
                  maxLength={rule.maxLength}
                  isRequired={'required' in rule && rule.required}
                  multiline={key === 'message'}
                  lang={editing}
                  dir={dir}
                  description={TEXT_HINT[key]}
                  isReadOnly={!canEdit}
                  isDisabled={isDisabled}
                  errorMessage={fieldMessage(TEXT_LABEL[key], errors[`texts.${editing}.${key}`])}
                />
              );
            })}
            <TextField
              label="Privacy policy address"
              value={policy}
              isDisabled={isDisabled}
              placeholder="https://example.com/privacy"
              description="The same in every language; the link shows after the message when it has a text."
              onChange={(value) =>
                onChange({ privacy_policy_url: value.trim() === '' ? null : value.trim() })
              }
              onBlur={() => setPolicyTouched(true)}
              maxLength={2048}
              errorMessage={fieldMessage(
                'Privacy policy address',
                policyProblem ?? errors.privacy_policy_url,
              )}
            />
            {builtIn ? (
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={isDisabled}
                  onPress={() => onChange({ texts: { ...config.texts, [editing]: builtIn } })}
                >
                  Use the built-in {name(editing)} texts
                </Button>
              </div>
            ) : null}
          </div>
        ) : (
          <p className={styles.hint}>This language has no texts yet.</p>
        )}
      </section>

      {onAddLanguage ? (
        <AddLanguageDialog
          isOpen={adding}
          onClose={() => setAdding(false)}
          existing={custom}
          copiedFromName={name(config.default_language)}
          onSubmit={addLanguage}
        />
      ) : null}
    </div>
  );
}
