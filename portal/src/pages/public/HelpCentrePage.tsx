import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { HELP_NO_RESULTS, HELP_SEARCH_DEBOUNCE_MS } from '@privacy-portal/ui/HelpPanel';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { Loader } from '@privacy-portal/ui/Loader';
import { TextField } from '@privacy-portal/ui/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDebounce } from 'use-debounce';
import { useLocale, useT } from '../../i18n/hooks.ts';
import { Message } from '../../i18n/Message.tsx';
import styles from './help.module.css';
import {
  type Article,
  type ArticleSummary,
  articleIdFrom,
  type Loaded,
  paragraphs,
  useArticles,
  useHelpArticle,
  useHelpCategories,
  usePopularArticles,
} from './helpCentre.ts';
import shared from './public.module.css';

/**
 * portal-spec §5: empty text clears the results at once (no call); other text is searched after a pause
 * in typing.
 */
function useDebouncedSearch(text: string, delayMs: number): string {
  const [debounced, { flush }] = useDebounce(text, delayMs);
  // Settled at once, so that the next text typed is not preceded by a search for the old one.
  useEffect(() => {
    if (text === '') flush();
  }, [text, flush]);
  return text === '' ? '' : debounced;
}

/** Links keep the category the reader came from, so Back returns to it. */
function articleHref(id: number, category: string | null): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  params.set('article', String(id));
  return `?${params}`;
}

function categoryHref(name: string): string {
  return `?${new URLSearchParams({ category: name })}`;
}

function ArticleList({
  articles,
  category,
}: {
  articles: readonly ArticleSummary[];
  category: string | null;
}) {
  return (
    <ul className={styles.articles}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={articleHref(article.id, category)} className={styles.articleLink}>
            <span className={styles.articleTitle}>{article.title}</span>
            <span className={styles.articleSummary}>{article.summary}</span>
            {article.categories.length > 0 ? (
              <span className={styles.articleMeta}>{article.categories.join(' · ')}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Loading, error or the list, for any list of articles. */
function ArticleListState({
  loaded,
  category,
  emptyText,
  loadingLabel,
}: {
  loaded: Loaded<ArticleSummary[]>;
  category: string | null;
  emptyText: string;
  loadingLabel: string;
}) {
  if (loaded.status === 'loading') return <Loader label={loadingLabel} showLabel block />;
  if (loaded.status === 'error') return <Alert tone="error">{loaded.message}</Alert>;
  if (loaded.status !== 'ok') return null;
  if (loaded.data.length === 0) return <p className={styles.state}>{emptyText}</p>;
  return <ArticleList articles={loaded.data} category={category} />;
}

function ArticleView({ loaded, backHref }: { loaded: Loaded<Article>; backHref: string }) {
  const t = useT();
  const { format } = useLocale();
  const back = (
    <Link to={backHref} className={styles.back}>
      <span aria-hidden="true">←</span> {t('help.back')}
    </Link>
  );
  if (loaded.status === 'loading') return <Loader label="Loading the article" showLabel block />;
  if (loaded.status === 'error') {
    return loaded.httpStatus === 404 ? (
      <EmptyState
        title="Article not found"
        message="It may have been removed or the link may be incomplete. Search above or browse the categories."
        action={<LinkButton href={backHref}>Back to the help centre</LinkButton>}
      />
    ) : (
      <>
        {back}
        <Alert tone="error">{loaded.message}</Alert>
      </>
    );
  }
  if (loaded.status !== 'ok') return null;
  const article = loaded.data;
  return (
    <article className={styles.article} aria-labelledby="help-article-title">
      {back}
      <h2 id="help-article-title" className={styles.articleHeading}>
        {article.title}
      </h2>
      <div className={styles.articleInfo}>
        {article.categories.map((name) => (
          <Badge key={name} tone="info">
            {name}
          </Badge>
        ))}
        <span className={styles.updated}>
          <Message
            id="help.updated"
            values={{ date: format.date(article.updated_at) }}
            components={{ 0: <time dateTime={article.updated_at} /> }}
          />
        </span>
      </div>
      <p className={styles.articleLead}>{article.summary}</p>
      <div className={styles.articleBody}>
        {paragraphs(article.body).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </article>
  );
}

/** /gethelp: the help centre on the API — search, categories, popular articles and the article view. */
export function HelpCentrePage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const articleId = articleIdFrom(params.get('article'));
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const searched = useDebouncedSearch(trimmed, HELP_SEARCH_DEBOUNCE_MS);

  const categories = useHelpCategories();
  const popular = usePopularArticles();
  const results = useArticles(searched ? { query: searched } : null);
  const inCategory = useArticles(category === null ? null : { category });
  const article = useHelpArticle(articleId);

  const onSearchChange = (value: string) => {
    setQuery(value);
    // A search covers every article: leave the open article or category.
    if (value.trim() && (category !== null || params.has('article'))) setParams({}, { replace: true });
  };

  const backHref = category ? categoryHref(category) : '/gethelp';
  const t = useT();

  let content: ReactNode;
  if (articleId !== null) {
    content = <ArticleView loaded={article} backHref={backHref} />;
  } else if (trimmed) {
    content = (
      <section aria-labelledby="help-results-title">
        <h2 id="help-results-title" className={styles.listTitle}>
          {t('help.searchResults')}
        </h2>
        {searched === '' || results.status === 'loading' || results.status === 'idle' ? (
          <p className={styles.state} role="status">
            {t('help.searching')}
          </p>
        ) : results.status === 'error' ? (
          <Alert tone="error">{results.message}</Alert>
        ) : results.data.length === 0 ? (
          <p className={styles.state} role="status">
            {HELP_NO_RESULTS}
          </p>
        ) : (
          <>
            <p className={styles.count} role="status">
              {t('help.resultCount', { count: results.data.length, query: searched })}
            </p>
            <ArticleList articles={results.data} category={null} />
          </>
        )}
      </section>
    );
  } else if (category) {
    content = (
      <section aria-labelledby="help-category-title">
        <h2 id="help-category-title" className={styles.listTitle}>
          {category}
        </h2>
        <ArticleListState
          loaded={inCategory}
          category={category}
          loadingLabel="Loading the articles"
          emptyText="This category has no articles yet."
        />
      </section>
    );
  } else {
    content = (
      <section aria-labelledby="help-popular-title">
        <h2 id="help-popular-title" className={styles.listTitle}>
          {t('help.popular')}
        </h2>
        <ArticleListState
          loaded={popular}
          category={null}
          loadingLabel="Loading the popular articles"
          emptyText="No popular articles yet."
        />
      </section>
    );
  }

  return (
    <>
      <div className={styles.hero}>
        <div className={shared.container}>
          <h1 className={shared.pageTitle}>{t('help.title')}</h1>
          <p className={shared.pageLead}>{t('help.lead')}</p>
          <search className={styles.search}>
            <TextField
              label={t('help.searchLabel')}
              placeholder={t('help.searchPlaceholder')}
              value={query}
              onChange={onSearchChange}
              maxLength={200}
              autoComplete="off"
            />
            {query ? (
              <Button variant="secondary" onPress={() => setQuery('')}>
                {t('help.clear')}
              </Button>
            ) : null}
          </search>
        </div>
      </div>

      <div className={`${shared.container} ${styles.layout}`}>
        <aside className={styles.sidebar}>
          <nav aria-labelledby="help-categories-title">
            <h2 id="help-categories-title" className={styles.sideTitle}>
              Categories
            </h2>
            {categories.status === 'loading' ? (
              <Loader label="Loading the categories" size="sm" />
            ) : categories.status === 'error' ? (
              <Alert tone="error">{categories.message}</Alert>
            ) : categories.status === 'ok' ? (
              <ul className={styles.categories}>
                <li>
                  <Link
                    to="/gethelp"
                    className={styles.category}
                    aria-current={!category && !trimmed && articleId === null ? 'page' : undefined}
                    onClick={() => setQuery('')}
                  >
                    <span>All topics</span>
                  </Link>
                </li>
                {categories.data.map((item) => (
                  <li key={item.name}>
                    <Link
                      to={categoryHref(item.name)}
                      className={styles.category}
                      aria-current={item.name === category && !trimmed ? 'page' : undefined}
                      onClick={() => setQuery('')}
                    >
                      <span>{item.name}</span>
                      <span className={styles.categoryCount}>
                        {item.article_count}
                        <span className={styles.visuallyHidden}>
                          {item.article_count === 1 ? ' article' : ' articles'}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </nav>
          <div className={styles.contact}>
            <h2 className={styles.sideTitle}>Still stuck?</h2>
            <p>Our support team answers by email.</p>
            <Link to="/contactus?topic=support">Contact support</Link>
          </div>
        </aside>
        <div className={styles.content}>{content}</div>
      </div>
    </>
  );
}
