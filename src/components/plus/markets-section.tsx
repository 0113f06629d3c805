import { Section, SectionHeading } from '@/components/ui/section';
import { FeatureCard } from '@/components/ui/feature-card';
import { Icon, type IconName } from '@/components/ui/icon';
import { CardGrid } from '@/components/sections/card-grid';

/** Five market-specific solution cards, each with the solutions it covers. */
export function MarketsSection({
  heading,
  items,
}: {
  heading: { eyebrow?: string; title: string; intro?: string };
  items: { icon: IconName; title: string; description: string; solutions: string[] }[];
}) {
  return (
    <Section id="markets" tone="surface" labelledBy="markets-title">
      <SectionHeading id="markets-title" {...heading} />
      <CardGrid cols={3}>
        {items.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title}>
            <p>{item.description}</p>
            <ul className="mt-auto space-y-2 border-t border-line pt-4 text-sm text-slate-700">
              {item.solutions.map((s) => (
                <li key={s} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success-700" />
                  {s}
                </li>
              ))}
            </ul>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
