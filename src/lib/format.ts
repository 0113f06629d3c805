/** Dates as the site prints them: "1 January 2025", or "December 2024" with month precision. */
export function formatDate(date: Date, precision: 'day' | 'month' = 'day'): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: precision === 'day' ? 'numeric' : undefined,
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
