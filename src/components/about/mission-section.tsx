import { Section } from '@/components/ui/section';
import { Icon } from '@/components/ui/icon';
import type { Feature } from '@/components/sections/feature-grid-section';
import { keepWords } from '@/components/ui/keep-words';

/** The mission statement on a dark band, with the values that follow from it. */
export function MissionSection({
  eyebrow,
  title,
  statement,
  values,
}: {
  eyebrow?: string;
  title: string;
  statement: string;
  values: Feature[];
}) {
  return (
    <Section id="mission" tone="dark" labelledBy="mission-title">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? <p className="eyebrow mb-3 text-accent-300">{eyebrow}</p> : null}
        <h2 id="mission-title" className="text-h2 font-bold tracking-tight text-balance">
          {keepWords(title)}
        </h2>
        <p className="mt-6 text-2xl leading-snug font-semibold text-balance text-white sm:text-3xl">{statement}</p>
      </div>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => (
          <li key={value.title} className="rounded-card bg-white/5 p-6 ring-1 ring-white/15">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-400/15 text-accent-300">
              <Icon name={value.icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-h3 font-bold text-white">{keepWords(value.title)}</h3>
            <p className="mt-2 text-slate-200">{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
