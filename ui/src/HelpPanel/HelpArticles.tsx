import type { Schemas } from '@privacy-portal/sdk';
import { useId } from 'react';
import { Button } from 'react-aria-components';
import styles from './HelpPanel.module.css';

/** The contract's help-center article fields the panel shows (body: plain text, line breaks kept). */
export type HelpArticle = Pick<Schemas['HelpArticle'], 'id' | 'title' | 'body'> & {
  categories?: readonly string[];
};

function Categories({ categories }: { categories?: readonly string[] }) {
  if (!categories || categories.length === 0) return null;
  return (
    <ul className={styles.categories} aria-label="Categories">
      {categories.map((category) => (
        <li key={category} className={styles.category}>
          {category}
        </li>
      ))}
    </ul>
  );
}

interface ArticleListProps {
  title: string;
  articles: readonly HelpArticle[];
  onOpen: (article: HelpArticle) => void;
  /** The article to focus when the list returns from the article view. */
  focusId?: HelpArticle['id'] | null;
  emptyText?: string;
}

export function ArticleList({ title, articles, onOpen, focusId, emptyText }: ArticleListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {articles.length === 0 ? (
        <p className={styles.state}>{emptyText}</p>
      ) : (
        <ul className={styles.articles}>
          {articles.map((article) => (
            <li key={article.id}>
              <Button
                className={styles.articleButton}
                autoFocus={article.id === focusId}
                onPress={() => onOpen(article)}
              >
                <span className={styles.articleTitle}>{article.title}</span>
                {article.categories?.length ? (
                  <span className={styles.articleMeta}>{article.categories.join(' · ')}</span>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ArticleView({ article, onBack }: { article: HelpArticle; onBack: () => void }) {
  return (
    <article className={styles.article}>
      {/* Focus moves to Back so keyboard users land at the start of the article. */}
      <Button className={styles.back} onPress={onBack} autoFocus>
        <span aria-hidden="true">←</span> Back
      </Button>
      <h3 className={styles.articleHeading}>{article.title}</h3>
      <Categories categories={article.categories} />
      <div className={styles.articleBody}>{article.body}</div>
    </article>
  );
}
