import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps the design-token font sizes next to text colours', () => {
    expect(cn('text-h2 font-bold', 'text-navy-900')).toBe('text-h2 font-bold text-navy-900');
    expect(cn('mt-4 text-lead', 'text-muted')).toBe('mt-4 text-lead text-muted');
  });
  it('still lets a later font size replace an earlier one', () => {
    expect(cn('text-h3', 'text-lg')).toBe('text-lg');
  });
});
