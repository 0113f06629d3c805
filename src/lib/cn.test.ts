import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps the theme font sizes beside a text colour', () => {
    expect(cn('text-h2 font-bold', 'text-navy-900')).toBe('text-h2 font-bold text-navy-900');
    expect(cn('mt-4 text-lead', 'text-muted')).toBe('mt-4 text-lead text-muted');
    expect(cn('text-title', 'text-navy-900')).toBe('text-title text-navy-900');
  });

  it('still lets a later size or radius win', () => {
    expect(cn('text-h2', 'text-h3')).toBe('text-h3');
    expect(cn('rounded-card', 'rounded-pill')).toBe('rounded-pill');
    expect(cn('rounded-pill', 'rounded-button')).toBe('rounded-button');
    expect(cn('shadow-card', 'shadow-lift')).toBe('shadow-lift');
  });
});
