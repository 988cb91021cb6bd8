import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Input, Popover, SearchField } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import a11y from '../theme/a11y.module.css';
import panel from '../theme/panel.module.css';
import { ArticleList, ArticleView, type HelpArticle } from './HelpArticles.tsx';
import styles from './HelpPanel.module.css';

/** portal-spec §5: the exact text when a search finds nothing. */
export const HELP_NO_RESULTS = 'We couldn’t find anything matching with your search.';
export const HELP_SEARCH_DEBOUNCE_MS = 300;

export interface HelpPanelProps {
  /** Shown while the search box is empty. */
  popularArticles: readonly HelpArticle[];
  /** Hits for the last search; ignored while the search box is empty. */
  results?: readonly HelpArticle[] | null;
  /** A search is running. */
  searching?: boolean;
  /** Debounced (300 ms) search for the trimmed, non-empty text; emptying the box clears results without a call. */
  onSearch: (query: string) => void;
  /** An article was opened in the panel. */
  onOpenArticle?: (article: HelpArticle) => void;
  /** Opens the panel on mount (stories). */
  defaultOpen?: boolean;
  /** Debounce delay override. */
  debounceMs?: number;
}

/** The help-center button and panel: search, popular articles and an article view with Back. */
export function HelpPanel({
  popularArticles,
  results,
  searching = false,
  onSearch,
  onOpenArticle,
  defaultOpen,
  debounceMs = HELP_SEARCH_DEBOUNCE_MS,
}: HelpPanelProps) {
  const [query, setQuery] = useState('');
  const [article, setArticle] = useState<HelpArticle | null>(null);
  // The article last opened gets focus back when the reader returns to the list.
  const [lastOpenedId, setLastOpenedId] = useState<HelpArticle['id'] | null>(null);
  const trimmed = query.trim();

  // An effect event: a new onSearch identity from the parent must not restart (and repeat) the search.
  const search = useEffectEvent((text: string) => onSearch(text));
  useEffect(() => {
    if (!trimmed) return;
    const timer = setTimeout(() => search(trimmed), debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed, debounceMs]);

  const open = (next: HelpArticle) => {
    setArticle(next);
    setLastOpenedId(next.id);
    onOpenArticle?.(next);
  };

  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button className={panel.headerButton}>
        <Icon name="help" size={22} />
        <span className={a11y.visuallyHidden}>Help</span>
      </Button>
      <Popover placement="bottom end" offset={6} className={panel.surface}>
        <Dialog className={styles.panel}>
          <Heading slot="title" level={2} className={panel.title}>
            Help center
          </Heading>
          <SearchField
            aria-label="Search help articles"
            value={query}
            onChange={(value) => {
              setQuery(value);
              setArticle(null);
            }}
            className={styles.search}
          >
            <Input placeholder="Search for articles" className={styles.input} />
            {query ? (
              <Button className={styles.clear} aria-label="Clear search">
                <Icon name="close" size={16} />
              </Button>
            ) : null}
          </SearchField>
          <div className={styles.content}>
            {article ? (
              <ArticleView article={article} onBack={() => setArticle(null)} />
            ) : !trimmed ? (
              <ArticleList
                title="Popular articles"
                articles={popularArticles}
                focusId={lastOpenedId}
                onOpen={open}
                emptyText="No popular articles yet."
              />
            ) : searching ? (
              <p className={styles.state} role="status">
                Searching…
              </p>
            ) : results && results.length > 0 ? (
              <ArticleList title="Search results" articles={results} focusId={lastOpenedId} onOpen={open} />
            ) : results ? (
              <p className={styles.state} role="status">
                {HELP_NO_RESULTS}
              </p>
            ) : null}
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
