import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps the custom type scale next to a text colour', () => {
    expect(cn('text-h2 font-bold', 'text-navy-900')).toBe('text-h2 font-bold text-navy-900');
    expect(cn('mt-4 text-lead', 'text-muted')).toBe('mt-4 text-lead text-muted');
  });

  it('still lets a later size or colour win', () => {
    expect(cn('text-sm', 'text-h3')).toBe('text-h3');
    expect(cn('text-indigo-700', 'text-accent-800')).toBe('text-accent-800');
    expect(cn('shadow-card', 'shadow-lift')).toBe('shadow-lift');
  });
});
