import { formatDuration, type Duration } from './duration';

/** The two detail fields of a service card, by kind (spec §3 "Service card" and "Leadership service"). */
export const SERVICE_CARD_FIELDS = {
  'deliverables-impact': ['deliverables', 'impact'],
  'timeline-savings': ['timeline', 'savings'],
  'duration-benefit': ['duration', 'benefit'],
  'outcome-timeframe': ['outcome', 'timeframe'],
  'timeframe-cost': ['timeframe', 'cost'],
} as const;

export type ServiceCardKind = keyof typeof SERVICE_CARD_FIELDS;
export type ServiceDetailField = (typeof SERVICE_CARD_FIELDS)[ServiceCardKind][number];

type ServiceItem = { title: string; description: string } & Partial<Record<ServiceDetailField, string | string[] | Duration>>;

export function toServiceCards(block: { kind: ServiceCardKind; items: readonly ServiceItem[] }, labels: Record<ServiceDetailField, string>) {
  const fields = SERVICE_CARD_FIELDS[block.kind];
  return block.items.map((item) => ({
    title: item.title,
    description: item.description,
    details: fields.map((field) => {
      const value = item[field];
      if (value === undefined) throw new Error(`Service "${item.title}" needs a "${field}" (cards of kind ${block.kind})`);
      return { field, label: labels[field], value: typeof value === 'object' && !Array.isArray(value) ? formatDuration(value) : value };
    }),
  }));
}

export type ServiceCardData = ReturnType<typeof toServiceCards>[number];
