import { describe, expect, it } from 'vitest';
import { filterSearch, parseFilter as parseWith } from './filter-url';

const parseFilter = (text: string) => parseWith(text, ['Analytics', 'Content', 'Customer Service', 'HR & Recruiting']);

describe('marketplace filter URL', () => {
  it('writes q before category and leaves defaults out', () => {
    expect(filterSearch({ query: 'agent', category: 'Customer Service' }, '')).toBe('?q=agent&category=Customer+Service');
    expect(filterSearch({ query: '', category: 'All' }, '?q=x&category=Content')).toBe('');
    expect(filterSearch({ query: 'a&b=c', category: 'HR & Recruiting' }, '')).toBe('?q=a%26b%3Dc&category=HR+%26+Recruiting');
  });

  it('keeps other parameters such as campaign tags', () => {
    expect(filterSearch({ query: 'ai', category: 'All' }, '?utm_source=mail&category=Content')).toBe('?utm_source=mail&q=ai');
  });

  it('round-trips any text, and unknown categories read as All', () => {
    for (const query of ['(', '[a-', '.*', '\\', '<script>alert(1)</script>', 'résumés', '  two  spaces ', 'x'.repeat(10_000)]) {
      expect(parseFilter(filterSearch({ query, category: 'Analytics' }, ''))).toEqual({ query, category: 'Analytics' });
    }
    expect(parseFilter('?category=%3Cscript%3E')).toEqual({ query: '', category: 'All' });
    expect(parseFilter('')).toEqual({ query: '', category: 'All' });
  });
});
