import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, categoryFilters, filterTools, normalizeText, toCategoryFilter } from './search';

const tools = [
  { id: 'trainer', name: 'AI Training Assistant', description: 'Adaptive learning paths (with quizzes) for teams.', category: 'Training' },
  { id: 'insight', name: 'Predictive Analytics Suite', description: 'Forecast demand and churn from your own data.', category: 'Analytics' },
  { id: 'flow', name: 'Workflow Automation Bot', description: 'Automates approvals, invoices and hand-offs.', category: 'Automation' },
  { id: 'studio', name: 'Content Generation Studio', description: 'Drafts on-brand posts, emails and product copy.', category: 'Content' },
  { id: 'support', name: 'Customer Support Agent', description: 'Answers tickets in 12 languages, around the clock.', category: 'Customer Service' },
  { id: 'talent', name: 'Talent Screening AI', description: 'Ranks résumés against the role [fairly] and fast.', category: 'HR & Recruiting' },
];

const ids = (query: string, category: string = ALL_CATEGORIES) => filterTools(tools, query, category).map((t) => t.id);

describe('filterTools (spec §5)', () => {
  it.each<[string, string, string, string[]]>([
    ['empty query and All lists every tool', '', 'All', ['trainer', 'insight', 'flow', 'studio', 'support', 'talent']],
    ['white space only counts as empty', '   \t ', 'All', ['trainer', 'insight', 'flow', 'studio', 'support', 'talent']],
    ['matches the name case-insensitively', 'ANALYTICS', 'All', ['insight']],
    ['matches mixed case in the middle of a word', 'wORKfl', 'All', ['flow']],
    ['matches the description, not only the name', 'invoices', 'All', ['flow']],
    ['matches in name or description across tools', 'data', 'All', ['insight']],
    ['a substring can match several tools', 'ai', 'All', ['trainer', 'studio', 'talent']],
    ['trims and collapses inner spaces', '  predictive    analytics  ', 'All', ['insight']],
    ['NFKC folds full-width letters', 'ＡＧＥＮＴ', 'All', ['support']],
    ['NFKC matches composed and decomposed accents', 're\u0301sume\u0301s', 'All', ['talent']],
    ['category alone narrows the list', '', 'Content', ['studio']],
    ['category with spaces and ampersand', '', 'HR & Recruiting', ['talent']],
    ['query AND category must both match', 'ai', 'Content', ['studio']],
    ['a name match in the selected category', 'agent', 'Customer Service', ['support']],
    ['a query match in another category is not listed', 'analytics', 'Training', []],
    ['no match returns an empty list', 'blockchain', 'All', []],
    ['an unknown category matches nothing', '', 'Finance', []],
    ['"(" is literal, and found in a description', '(with', 'All', ['trainer']],
    ['"(" alone with no literal match', 'Support (', 'All', []],
    ['"[" is literal', '[fairly]', 'All', ['talent']],
    ['unbalanced "[a-" never throws', '[a-', 'All', []],
    ['".*" is not a wildcard', '.*', 'All', []],
    ['"." is a literal full stop', 'teams.', 'All', ['trainer']],
    ['backslash is literal', '\\', 'All', []],
    ['"^" and "$" are literal', '^AI$', 'All', []],
    ['markup is plain text', '<script>alert(1)</script>', 'All', []],
  ])('%s', (_label, query, category, expected) => {
    expect(ids(query, category)).toEqual(expected);
  });

  it('handles a 10,000-character query quickly and safely', () => {
    const long = 'a('.repeat(5_000);
    expect(long).toHaveLength(10_000);
    const started = performance.now();
    expect(ids(long)).toEqual([]);
    expect(ids('x'.repeat(10_000), 'Training')).toEqual([]);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('does not change the input list', () => {
    const copy = structuredClone(tools);
    filterTools(tools, 'ai', 'All');
    expect(tools).toEqual(copy);
  });
});

describe('normalizeText', () => {
  it('applies NFKC, trims, lower-cases and collapses white space', () => {
    expect(normalizeText('  Ｈｅｌｌｏ \n\t  WORLD  ')).toBe('hello world');
  });
});

describe('toCategoryFilter', () => {
  const categories = ['Training', 'Analytics', 'HR & Recruiting'];
  it('accepts exactly the listed categories and falls back to All', () => {
    for (const c of categories) expect(toCategoryFilter(c, categories)).toBe(c);
    expect(categoryFilters(categories)).toEqual(['All', 'Training', 'Analytics', 'HR & Recruiting']);
    expect(toCategoryFilter('analytics', categories)).toBe('All');
    expect(toCategoryFilter(null, categories)).toBe('All');
    expect(toCategoryFilter('<script>', categories)).toBe('All');
  });
});
