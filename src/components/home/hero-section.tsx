import { ChevronDown } from 'lucide-react';
import { Fold } from '@/components/ui/fold';
import { OutboundLink } from '@/components/ui/outbound-link';
import { ButtonLink } from '@/components/ui/button-link';
import { ClaimLink } from '@/components/ui/claim-link';
import { FigureValue } from '@/components/ui/figure-value';
import type { HomePage } from '@/lib/content/home';
import { PageHero } from '@/components/blocks/hero';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import { HomeArt } from '@/components/visuals/home-art';
import { cn } from '@/lib/cn';
import { claimOf } from '@/lib/ledger';
import { openWithoutScript } from './text-fold';

type Hero = HomePage['hero'];
type Ledger = Hero['quickFacts'] | Hero['impactStats'];

/**
 * A ledger of the hero's figures: a row each, the figure in a column of its own, its words beside it. On a phone it folds
 * behind its label (the spec's Show/Hide toggles); from 768 px it is always shown, under its own small heading.
 */
function HeroLedger({ id, ledger }: { id: string; ledger: Ledger }) {
  return (
    <Fold
      id={id}
      variant="contents-dark"
      from="md"
      title={<b className="font-semibold">{ledger.toggle.show}</b>}
      openTitle={<b className="font-semibold">{ledger.toggle.hide}</b>}
      className={cn('border-t border-white/20 md:border-0', openWithoutScript)}
    >
      <h2 className="text-title text-white max-md:sr-only">{keepWords(ledger.title)}</h2>
      <ul className="divide-y divide-white/15 md:mt-3 md:border-t md:border-white/20">
        {ledger.items.map((item) => (
          <li key={item.label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 py-3">
            {/* A figure that is a word ("15-minute", "90-day") stays whole; "48 hours" sets its unit a size smaller. */}
            {/^\d+-/.test(item.value) ? (
              <span data-figure="" className="figure-num text-title leading-none">
                <ClaimLink claim={claimOf(item)} value={item.value} dark>
                  {item.value}
                </ClaimLink>
              </span>
            ) : (
              <FigureValue value={item.value} size="title" claim={claimOf(item)} dark tile />
            )}{' '}
            <p className="text-sm text-slate-300">
              <span className="block text-base font-semibold text-white">{item.label}</span>
              {item.description ? keepRanges(item.description) : null}
            </p>
          </li>
        ))}
      </ul>
    </Fold>
  );
}

export function HeroSection({ hero, servicesHref }: { hero: Hero; servicesHref: string }) {
  return (
    <PageHero
      variant="home"
      id="hero"
      eyebrow={hero.eyebrow}
      title={hero.title}
      art={<HomeArt figures={hero.picture} />}
      lead={hero.lead}
      more={
        <ul className="mt-5 list-disc space-y-1.5 ps-5 text-slate-100 marker:text-indigo-300">
          {hero.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      }
      actions={
        <>
          <OutboundLink to={{ kind: 'booking' }} variant="primary">
            {hero.buttons.intake}
          </OutboundLink>
          <ButtonLink href={servicesHref} variant="secondary">
            {hero.buttons.link.label}
          </ButtonLink>
        </>
      }
      after={
        <a
          href={servicesHref}
          className="mx-auto mb-3 flex min-h-11 flex-col items-center px-3 py-1 text-sm font-medium text-slate-200 hover:text-white"
        >
          {hero.discoverCue}
          <ChevronDown aria-hidden="true" className="size-5 motion-safe:animate-cue" />
        </a>
      }
    >
      <div className="grid max-md:border-b max-md:border-white/20 md:grid-cols-2 md:gap-x-12">
        <HeroLedger id="quick-facts" ledger={hero.quickFacts} />
        <HeroLedger id="impact-stats" ledger={hero.impactStats} />
      </div>
    </PageHero>
  );
}
