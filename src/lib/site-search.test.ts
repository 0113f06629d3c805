import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  cleanQuery,
  distinctWords,
  groupResults,
  markdownHeadings,
  markdownText,
  markTerms,
  MAX_QUERY_LENGTH,
  SEARCH_COPY,
  searchOptions,
  searchStatus,
  unseenTerms,
  type SearchDocument,
} from './site-search';

const doc = (id: number, kind: SearchDocument['kind'], title: string, text = '', words = ''): SearchDocument => ({
  id,
  kind,
  title,
  url: `/${id}`,
  text,
  headings: '',
  words,
});

const index = () => {
  const ms = new MiniSearch<SearchDocument>(searchOptions);
  ms.addAll([
    doc(1, 'offer', 'Cloud Migration', 'Move to the cloud without downtime'),
    doc(
      2,
      'article',
      'The Real ROI of AI Consulting',
      'What returns look like',
      distinctWords('Payback in months, not years, for a migration programme'),
    ),
    doc(3, 'role', 'Junior PEGA Developer', 'Software Development · Hyderabad'),
    doc(4, 'tool', 'Predictive Analytics Suite', 'Analytics · Forecast demand'),
    doc(5, 'page', 'About Kriyon', 'Since 2019'),
  ]);
  return ms;
};

describe('site search', () => {
  it('finds a word by its start and with one letter wrong', () => {
    const ms = index();
    for (const q of ['migration', 'migrat', 'migraton', 'MIGRATION'])
      expect(
        ms.search(q).map((r) => r.id as number),
        q,
      ).toContain(1);
    expect(ms.search('pega').map((r) => r.id as number)).toEqual([3]);
    expect(ms.search('roi').map((r) => r.id as number)).toEqual([2]);
  });

  it('groups results in the issue order: services and industries, articles, roles, tools, other pages', () => {
    const ms = index();
    const all = ms.search('a', { prefix: true, combineWith: 'OR' });
    const kinds = groupResults(all).map((g) => g.kind);
    expect(kinds).toEqual(
      [...kinds].sort((a, b) => ['offer', 'article', 'role', 'tool', 'page'].indexOf(a) - ['offer', 'article', 'role', 'tool', 'page'].indexOf(b)),
    );
    const capped = groupResults(ms.search('migration'), 1);
    expect(capped.every((g) => g.hits.length <= 1)).toBe(true);
    expect(capped.map((g) => g.label)).toContain('Services and industries');
  });

  it('reads hostile input as words: markup, regex characters, control characters, a pasted essay', () => {
    expect(cleanQuery('  <script>alert(1)</script> ')).toBe('<script>alert(1)</script>');
    expect(cleanQuery('a\u0000b\u0007c\u200bd\u202e')).toBe('a b c d');
    expect(cleanQuery('x'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
    const ms = index();
    for (const q of ['<img src=x onerror=alert(1)>', '.*+?^${}()|[]\\', '(((', '\\', '"', '%00', 'x'.repeat(5000), '🙂', 'ﬁ', '\u0000\u0001']) {
      expect(() => ms.search(cleanQuery(q)), q).not.toThrow();
    }
  });

  it('marks the words that matched and names those only the body holds', () => {
    expect(markTerms('Cloud Migration, fast', ['migration'])).toEqual([
      { text: 'Cloud ', match: false },
      { text: 'Migration', match: true },
      { text: ', fast', match: false },
    ]);
    expect(unseenTerms({ title: 'The Real ROI', text: 'What returns look like', terms: ['roi', 'payback'] })).toEqual(['payback']);
  });

  it('says where search stands, and on the page what to try when nothing matches', () => {
    expect(searchStatus('loading')).toBe(SEARCH_COPY.hint);
    expect(searchStatus('loading', undefined, { typed: '  ' })).toBe(SEARCH_COPY.hint);
    expect(searchStatus('loading', undefined, { typed: 'cloud' })).toBe(SEARCH_COPY.loading);
    expect(searchStatus('failed', { query: 'x', total: 3 })).toBe(SEARCH_COPY.failed);
    expect(searchStatus('ready', { query: '', total: 0 })).toBe(SEARCH_COPY.hint);
    expect(searchStatus('ready', { query: 'cloud', total: 1 })).toBe('1 result');
    expect(searchStatus('ready', { query: 'zzz', total: 0 })).toBe('Nothing matches “zzz”.');
    expect(searchStatus('ready', { query: 'zzz', total: 0 }, { hint: true })).toBe(`Nothing matches “zzz”. ${SEARCH_COPY.noneHint}`);
  });

  it('keeps an article as its distinct words and its headings', () => {
    expect(distinctWords('The cloud, the Cloud and THE cloud: a migration')).toBe('cloud migration');
    expect(markdownText('See [the playbook](/insights/x) and **this**')).toBe('See the playbook and   this  ');
    expect(markdownHeadings('Intro\n\n## Start with the workflow\n\ntext\n\n### Then [the data](/x)\n')).toEqual([
      'Start with the workflow',
      'Then the data',
    ]);
  });
});
