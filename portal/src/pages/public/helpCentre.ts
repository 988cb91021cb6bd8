import type { Schemas } from '@privacy-portal/sdk';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { type Outcome, send } from '../../lib/send.ts';

export type ArticleSummary = Schemas['HelpArticleSummary'];
export type Article = Schemas['HelpArticle'];
export type Category = Schemas['HelpCategory'];

/** Unwraps the `response` of an envelope so that pages deal in the data itself. */
async function unwrap<T>(call: Promise<Outcome<{ response: T }>>): Promise<Outcome<T>> {
  const outcome = await call;
  return outcome.ok ? { ...outcome, data: outcome.data.response } : outcome;
}

export const searchArticles = (query: string) =>
  unwrap(send(api.GET('/help/articles', { params: { query: { query } } })));

export const articlesInCategory = (category: string) =>
  unwrap(send(api.GET('/help/articles', { params: { query: { category } } })));

export const popularArticles = () =>
  unwrap(send(api.GET('/help/articles/popular', { params: { query: { limit: 6 } } })));

export const helpCategories = () => unwrap(send(api.GET('/help/categories')));

export const helpArticle = (id: number) =>
  unwrap(send(api.GET('/help/articles/{id}', { params: { path: { id } } })));

/** The article id in ?article=, when it is a valid one. */
export function articleIdFrom(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}

/** Paragraphs of an article body (plain text, paragraphs separated by blank lines). */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export type Loaded<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string; httpStatus: number };

/**
 * Loads `load(key)` whenever the key changes (nothing while it is null). A late answer for an older key
 * is dropped, so a slow request never overwrites a newer one.
 */
export function useLoad<K extends string | number, T>(
  key: K | null,
  load: (key: K) => Promise<Outcome<T>>,
): Loaded<T> {
  const [state, setState] = useState<{ key: K | null; loaded: Loaded<T> }>({
    key: null,
    loaded: { status: 'idle' },
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ key, loaded: { status: 'loading' } });
    load(key).then((outcome) => {
      if (!current) return;
      setState({
        key,
        loaded: outcome.ok
          ? { status: 'ok', data: outcome.data }
          : { status: 'error', message: outcome.problem.message, httpStatus: outcome.problem.status },
      });
    });
    return () => {
      current = false;
    };
  }, [key, load]);
  if (key === null) return { status: 'idle' };
  // Until the effect has run for a new key, the old key's data is not shown as the new key's.
  return state.key === key ? state.loaded : { status: 'loading' };
}
