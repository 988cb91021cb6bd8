import { useState } from 'react';
import { HelpPanel } from '../popups/popups.tsx';
import { useArticleSearch, usePopularArticles } from './help.queries.ts';

/** The header's help-centre panel: popular articles, debounced search, article view. */
export function HelpMenu() {
  const [query, setQuery] = useState('');
  const popular = usePopularArticles();
  const hits = useArticleSearch(query);
  // A search that could not be made finds nothing, as the panel says.
  const results = query === '' ? null : (hits.data ?? (hits.isError ? [] : null));

  return (
    <HelpPanel
      popularArticles={popular.data ?? []}
      results={results}
      searching={query !== '' && hits.isFetching}
      onSearch={setQuery}
    />
  );
}
