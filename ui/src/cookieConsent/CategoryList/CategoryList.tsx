import type { Schemas } from '@privacy-portal/sdk';
import type { ReactNode } from 'react';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DeferredSelect as Select } from '../../DeferredSelect/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import listTable from '../../module/ListTable/ListTable.module.css';
import a11y from '../../theme/a11y.module.css';
import { cookieCount } from '../CookieTable/labels.ts';
import styles from './CategoryList.module.css';

type CookieCategory = Schemas['CookieCategory'];

/** A language the texts can be read in: its tag and its name in itself. */
export interface CategoryLanguage {
  tag: string;
  name: string;
  dir?: 'ltr' | 'rtl';
}

export interface CategoryListProps {
  /** The property's categories in banner order: the five defaults first, then custom ones. */
  categories: readonly CookieCategory[];
  /** The languages of the picker. */
  languages: readonly CategoryLanguage[];
  /** The tag whose names and descriptions show. */
  language: string;
  onLanguageChange: (tag: string) => void;
  loading?: boolean;
  /** A failed load, shown in place of the list. */
  error?: ReactNode;
  /** Add, edit and delete; left out for people who may only read. */
  onAdd?: () => void;
  onEdit?: (category: CookieCategory) => void;
  /** Offered for custom categories only: the defaults cannot be deleted. */
  onDelete?: (category: CookieCategory) => void;
  /** Shows the category's cookies in the inventory. */
  onShowCookies?: (category: CookieCategory) => void;
}

/** The name and description in the language, or the category's own with a note when it has none there. */
export function categoryTextIn(
  category: CookieCategory,
  tag: string,
): { name: string; description: string; translated: boolean } {
  const text = category.translations[tag];
  if (text && text.name.trim() !== '')
    return { name: text.name, description: text.description, translated: true };
  return { name: category.name, description: category.description, translated: false };
}

/**
 * The property's cookie categories: how many cookies each holds, whether it is a default or a custom
 * one, and its name and description in a chosen language, as the banner shows them.
 */
export function CategoryList({
  categories,
  languages,
  language,
  onLanguageChange,
  loading = false,
  error,
  onAdd,
  onEdit,
  onDelete,
  onShowCookies,
}: CategoryListProps) {
  const languageInfo = languages.find((l) => l.tag === language);
  const hasActions = Boolean(onEdit || onDelete);
  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <div className={styles.picker}>
          <Select
            label="Texts in"
            options={languages.map((l) => ({ id: l.tag, label: l.name }))}
            value={language}
            onChange={(tag) => {
              if (tag) onLanguageChange(tag);
            }}
          />
        </div>
        {onAdd ? (
          <Button variant="secondary" onPress={onAdd} isDisabled={loading}>
            Add category
          </Button>
        ) : null}
      </div>
      {error ? (
        error
      ) : (
        <div className={listTable.scroller}>
          <table className={`${listTable.table} ${styles.table}`} aria-busy={loading || undefined}>
            <caption className={a11y.visuallyHidden}>Cookie categories</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Description</th>
                <th scope="col" className={styles.end}>
                  Cookies
                </th>
                {hasActions ? (
                  <th scope="col" className={styles.actionsCell}>
                    <span className={a11y.visuallyHidden}>Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {loading
                ? Array.from({ length: 5 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                    <tr key={i}>
                      {Array.from({ length: hasActions ? 4 : 3 }, (_, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                        <td key={j}>
                          <span className={styles.skeleton} aria-hidden="true" />
                        </td>
                      ))}
                    </tr>
                  ))
                : categories.map((category) => {
                    const text = categoryTextIn(category, language);
                    return (
                      <tr key={category.id}>
                        <th scope="row" className={styles.nameCell}>
                          <span
                            lang={text.translated ? language : undefined}
                            dir={text.translated ? languageInfo?.dir : undefined}
                          >
                            {text.name}
                          </span>
                          <span className={styles.badges}>
                            <Badge>{category.key === null ? 'Custom' : 'Default'}</Badge>
                            {category.required ? <Badge tone="info">Always on</Badge> : null}
                          </span>
                        </th>
                        <td className={styles.description}>
                          {text.translated ? (
                            <span lang={language} dir={languageInfo?.dir}>
                              {text.description || <span className={styles.muted}>No description</span>}
                            </span>
                          ) : (
                            <>
                              {category.description || <span className={styles.muted}>No description</span>}
                              <span className={styles.note}>
                                No {languageInfo?.name ?? language} text yet: the banner shows this one.
                              </span>
                            </>
                          )}
                        </td>
                        <td className={styles.end}>
                          {onShowCookies && category.cookie_count > 0 ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`Show the ${cookieCount(category.cookie_count)} in ${category.name}`}
                              onPress={() => onShowCookies(category)}
                            >
                              {category.cookie_count.toLocaleString('en')}
                            </Button>
                          ) : (
                            category.cookie_count.toLocaleString('en')
                          )}
                        </td>
                        {hasActions ? (
                          <td className={styles.actionsCell}>
                            <div className={styles.actions}>
                              {onEdit ? (
                                <IconButton
                                  icon="edit"
                                  size="sm"
                                  label={`Edit ${category.name}`}
                                  onPress={() => onEdit(category)}
                                />
                              ) : null}
                              {onDelete && category.key === null ? (
                                <IconButton
                                  icon="trash"
                                  size="sm"
                                  label={`Delete ${category.name}`}
                                  onPress={() => onDelete(category)}
                                />
                              ) : null}
                            </div>
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
