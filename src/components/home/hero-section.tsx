import { CheckCircle2, ChevronDown } from 'lucide-react';
import { Fold } from '@/components/ui/fold';
import { OutboundLink } from '@/components/ui/outbound-link';
import { ButtonLink } from '@/components/ui/button-link';
import { IconBadge } from '@/components/ui/icon';
import type { HomePage } from '@/lib/content/home';
import { Figures } from '@/components/blocks/figures';
import { PageHero } from '@/components/blocks/hero';
import { keepWords } from '@/components/ui/keep-words';
import { HomeArt } from '@/components/visuals/company-art';

const panel = 'rounded-card bg-white/[0.06] p-5 ring-1 ring-white/15 sm:p-6';

export function HeroSection({ hero, servicesHref }: { hero: HomePage['hero']; servicesHref: string }) {
  const { quickFacts, impactStats } = hero;
  return (
    <PageHero
      variant="home"
      id="hero"
      eyebrow={hero.eyebrow}
      title={hero.title}
      art={<HomeArt />}
      lead={hero.lead}
      more={
        <ul className="mt-6 space-y-3">
          {hero.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-3 text-slate-100">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              {bullet}
            </li>
          ))}
        </ul>
      }
      actions={
        <>
          <OutboundLink to={{ kind: 'booking' }} variant="primary" size="lg">
            {hero.consultationCta}
          </OutboundLink>
          <ButtonLink href={servicesHref} variant="outline-light" size="lg">
            {hero.servicesCta}
          </ButtonLink>
        </>
      }
      after={
        <a
          href={servicesHref}
          className="mx-auto mb-4 flex min-h-11 flex-col items-center rounded-md px-3 py-1 text-sm font-medium text-slate-200 hover:text-white"
        >
          {hero.discoverCue}
          <ChevronDown aria-hidden="true" className="size-5 motion-safe:animate-cue" />
        </a>
      }
    >
      <Fold id="quick-facts" variant="panel-dark" from="md" title={quickFacts.toggle.show} openTitle={quickFacts.toggle.hide}>
        <div className={panel}>
          <h2 className="eyebrow text-accent-300">{keepWords(quickFacts.title)}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-1 lg:gap-4">
            {quickFacts.items.map((item) => (
              <li key={item.label} className="flex items-center gap-3 lg:items-start">
                <IconBadge name={item.icon} tone="dark" size="sm" />
                <span className="text-slate-100">
                  <strong className="font-bold text-white">{item.value}</strong> {item.label}
                  <span className="mt-0.5 block text-sm text-slate-300">{item.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Fold>
      <Fold id="impact-stats" variant="panel-dark" from="md" title={impactStats.toggle.show} openTitle={impactStats.toggle.hide}>
        <div className={panel}>
          <h2 className="eyebrow text-accent-300">{keepWords(impactStats.title)}</h2>
          <Figures variant="list" items={impactStats.items} dark className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5" />
        </div>
      </Fold>
    </PageHero>
  );
}
