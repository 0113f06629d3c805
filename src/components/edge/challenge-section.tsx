import type { CollectionEntry } from 'astro:content';
import { Section } from '@/components/blocks/section';
import { Steps } from '@/components/blocks/steps';
import { keepRanges, keepWords } from '@/components/ui/keep-words';

type Edge = CollectionEntry<'edgePage'>['data'];

/**
 * The challenge: its phases as steps on one path (the page top draws them on their weeks), then the pitch events where
 * teams meet industry, as rows on hairlines.
 */
export function ChallengeSection({ phases, pitch }: { phases: Edge['phases']; pitch: Edge['pitch'] }) {
  return (
    <Section id="challenge" tone="surface" heading={phases} align="split">
      <Steps steps={phases.steps} />
      <div id="pitch-events" className="mt-14 grid gap-6 border-t border-navy-900/15 pt-8 sm:mt-16 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-4">
          <h3 className="text-title text-navy-900">{keepWords(pitch.title)}</h3>
          {pitch.intro ? <p className="mt-2 text-muted">{pitch.intro}</p> : null}
        </div>
        <ul className="divide-y divide-navy-900/15 lg:col-span-8">
          {pitch.items.map((event) => (
            <li key={event.title} className="grid gap-x-6 gap-y-1 py-4 first:pt-0 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <h4 className="font-brand text-lead font-bold text-navy-900">{keepWords(event.title)}</h4>
              <p className="text-sm font-semibold text-navy-900 sm:col-start-2 sm:row-start-1">{event.when}</p>
              <p className="text-muted sm:col-start-2">{keepRanges(event.description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
