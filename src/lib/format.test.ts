import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from './format';

describe('formatDate', () => {
  it('prints day precision as "1 January 2025" and month precision as "December 2024"', () => {
    expect(formatDate(new Date('2025-01-01'))).toBe('1 January 2025');
    expect(formatDate(new Date('2024-12-01'), 'month')).toBe('December 2024');
    expect(isoDate(new Date('2024-12-01'))).toBe('2024-12-01');
  });
});
