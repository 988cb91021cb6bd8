import { blockingPatternProblem, patternHost } from '@privacy-portal/sdk/cookie-consent';

/** What a blocking rule's pattern names (contract ScriptPattern), in the words the table and the form use. */
export type PatternKind = 'host' | 'hostPattern' | 'addressPattern' | 'address';

export interface PatternScope {
  kind: PatternKind;
  /** Short name of the kind, e.g. 'Host'. */
  label: string;
  /** What the rule holds back, as a sentence. */
  sentence: string;
}

const SCHEME = /^([a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * Which scripts a pattern holds back, read the way the sdk's `ruleMatches` reads it: a bare host is
 * every script from it and its subdomains, `*` stands for any characters, an address without a query
 * string is that script whatever its query string. Null when the pattern could never match.
 */
export function patternScope(pattern: string): PatternScope | null {
  const text = pattern.trim();
  if (text.length === 0 || blockingPatternProblem(text) !== null) return null;
  const host = patternHost(text);
  const rest = text.replace(SCHEME, '').slice(host.length);
  const hostOnly = rest === '' || rest === '/';
  if (hostOnly && host.includes('*')) {
    return {
      kind: 'hostPattern',
      label: 'Host pattern',
      sentence: `Every script from a host matching ${host}.`,
    };
  }
  if (hostOnly) {
    return {
      kind: 'host',
      label: 'Host',
      sentence: `Every script from ${host} and its subdomains.`,
    };
  }
  if (text.includes('*')) {
    return {
      kind: 'addressPattern',
      label: 'Address pattern',
      sentence: 'Every script whose address matches the pattern (* stands for any characters).',
    };
  }
  return {
    kind: 'address',
    label: 'Script address',
    sentence: text.includes('?')
      ? `The script at exactly ${text}.`
      : `The script at ${text}, whatever its query string.`,
  };
}
