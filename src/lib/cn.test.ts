import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps the theme type scale beside colour classes', () => {
    expect(cn('text-h2 font-bold', 'text-navy-900')).toBe('text-h2 font-bold text-navy-900');
    expect(cn('text-lead text-muted')).toBe('text-lead text-muted');
  });
  it('still lets a later size win', () => {
    expect(cn('text-h2', 'text-h3')).toBe('text-h3');
    expect(cn('text-sm', 'text-lead')).toBe('text-lead');
  });
});
