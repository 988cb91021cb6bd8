import type { HelpArticle } from '@privacy-portal/ui/HelpPanel';
import { useEffect, useRef, useState } from 'react';
import { HelpPanel } from '../popups/popups.tsx';
import { fetchPopularArticles, searchArticles } from './help.queries.ts';

/** The header's help-centre panel: popular articles, debounced search, article view. */
export function HelpMenu() {
  const [popular, setPopular] = useState<HelpArticle[]>([]);
  const [results, setResults] = useState<HelpArticle[] | null>(null);
  const [searching, setSearching] = useState(false);
  const latest = useRef('');

  useEffect(() => {
    void fetchPopularArticles().then(setPopular);
  }, []);

  async function search(query: string) {
    latest.current = query;
    if (!query) {
      setResults(null);
      return;
    }
    setSearching(true);
    const hits = await searchArticles(query);
    // Only the answer to the last search counts.
    if (latest.current !== query) return;
    setSearching(false);
    setResults(hits);
  }

  return (
    <HelpPanel
      popularArticles={popular}
      results={results}
      searching={searching}
      onSearch={(q) => void search(q)}
    />
  );
}
