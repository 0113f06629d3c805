import { describe, expect, it } from 'vitest';
import { compareProblems, formatAmount } from './compare';

const labels = { before: 'Before', after: 'After' };
const loan = {
  value: '3.5 days',
  label: 'Faster loan decisions',
  description: 'Median time from complete application to decision, down from 5 days to 1.5 days.',
  compare: { before: 5, after: 1.5, unit: 'days', labels },
};

describe('compareProblems: a figure and its chart numbers agree', () => {
  it('accepts a value that is the change and words that state both numbers', () => {
    expect(compareProblems(loan)).toEqual([]);
  });

  it('accepts a value that is the number after, with the number before in the words', () => {
    const shortlist = {
      value: '21\u00a0days',
      label: 'Average time to shortlist',
      description: 'Versus 64 days industry average for senior roles.',
      compare: { before: 64, after: 21, unit: 'days', labels },
    };
    expect(compareProblems(shortlist)).toEqual([]);
  });

  it('rejects a value that is neither the change nor the number after', () => {
    expect(compareProblems({ ...loan, value: '3 days' })).toEqual([expect.stringContaining('"3.5 days"')]);
  });

  it('rejects words that do not state the number before, and does not read "5 days" inside "1.5 days"', () => {
    const problems = compareProblems({ ...loan, description: 'Median time to decision, now 1.5 days.' });
    expect(problems).toEqual([expect.stringContaining('"5 days"')]);
  });

  it('rejects words that do not state the number after when the value is the change', () => {
    expect(compareProblems({ ...loan, description: 'Median time to decision, down from 5 days.' })).toEqual([expect.stringContaining('"1.5 days"')]);
  });

  it('draws a percentage change against a baseline of 100, with the change as the value', () => {
    const alerts = { value: '31%', label: 'Fewer false-positive alerts', compare: { before: 100, after: 69, unit: '%', labels } };
    expect(compareProblems(alerts)).toEqual([]);
    expect(compareProblems({ ...alerts, value: '30%' })).toHaveLength(1);
    expect(compareProblems({ ...alerts, compare: { ...alerts.compare, before: 90, after: 59 } })).toEqual([expect.stringContaining('before: 100')]);
  });

  it('is silent for a figure without numbers', () => {
    expect(compareProblems({ value: '24/7', label: 'Support' })).toEqual([]);
  });
});

describe('formatAmount', () => {
  it('writes amounts as the copy does', () => {
    expect(formatAmount(1.5, 'days')).toBe('1.5 days');
    expect(formatAmount(59, '%')).toBe('59%');
    expect(formatAmount(23.0, 'days')).toBe('23 days');
  });
});
