import { describe, expect, it } from 'vitest';
import { toServiceCards, type ServiceDetailField } from './service-cards';

const labels = {
  deliverables: 'Deliverables',
  impact: 'Impact',
  timeline: 'Timeline',
  savings: 'Savings',
  duration: 'Duration',
  benefit: 'Benefit',
  outcome: 'Outcome',
  timeframe: 'Timeframe',
  cost: 'Cost model',
} satisfies Record<ServiceDetailField, string>;

describe('toServiceCards', () => {
  it('picks the two fields of the card kind, in order, with their labels', () => {
    const [card] = toServiceCards(
      { kind: 'timeframe-cost', items: [{ title: 'Board search', description: 'Directors.', timeframe: '21-35 days', cost: 'Fixed fee' }] },
      labels,
    );
    expect(card.details).toEqual([
      { field: 'timeframe', label: 'Timeframe', value: '21-35 days' },
      { field: 'cost', label: 'Cost model', value: 'Fixed fee' },
    ]);
  });

  it('keeps list values such as deliverables as lists', () => {
    const [card] = toServiceCards(
      { kind: 'deliverables-impact', items: [{ title: 'Roadmap', description: 'Plan.', deliverables: ['Map', 'Plan'], impact: 'Faster' }] },
      labels,
    );
    expect(card.details[0].value).toEqual(['Map', 'Plan']);
  });

  it('names the service and field when a field is missing', () => {
    expect(() =>
      toServiceCards({ kind: 'timeline-savings', items: [{ title: 'Assessment', description: 'Plan.', timeline: '2-3 weeks' }] }, labels),
    ).toThrow(/Assessment.*savings/);
  });
});
