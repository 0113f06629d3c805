import { ArrowRight } from 'lucide-react';
import type { Business, HomePage } from '@/lib/content/home';
import { Section } from '@/components/blocks/section';
import { IconBadge } from '@/components/ui/icon';
import { keepWords } from '@/components/ui/keep-words';

/** Right after the hero, so a visitor who came for consulting, hiring, a startup or a university sees it before the training detail. */
export function BusinessesSection({ copy, businesses }: { copy: HomePage['businesses']; businesses: Business[] }) {
  return (
    <Section id="what-we-do" tone="surface" heading={copy}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- list semantics in Safari without bullets */}
      <ul role="list" className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-5">
        {businesses.map((business) => (
          <li
            key={business.title}
            className="flex flex-col card-surface p-4 sm:row-span-3 sm:grid sm:grid-rows-subgrid sm:gap-y-0 sm:p-5 last:sm:max-lg:col-span-2"
          >
            <div className="flex items-center gap-3 lg:flex-col lg:items-start">
              <IconBadge name={business.icon} size="sm" className="max-lg:size-8 max-lg:rounded-lg max-lg:[&>svg]:size-4" />
              <h3 className="text-lg font-bold text-navy-900">{keepWords(business.title)}</h3>
            </div>
            <p className="text-sm text-muted lg:mt-1">{business.line}</p>
            {/* The links at the card's foot, the last on one line with every other card's (a card's title, line and links share rows). */}
            <p className="flex flex-wrap gap-x-5 pt-1 sm:self-end lg:pt-2">
              {business.links.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  className="group inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-indigo-700 hover:text-indigo-900"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform duration-200 group-hover:translate-x-0.5" />
                </a>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
