import { ArrowRight } from 'lucide-react';
import type { Business, HomePage } from '@/lib/content/home';
import { Section } from '@/components/blocks/section';
import { keepWords } from '@/components/ui/keep-words';

/** Right after the hero, so a visitor who came for consulting, hiring, a startup or a university sees it before the training detail. */
export function BusinessesSection({ copy, businesses }: { copy: HomePage['businesses']; businesses: Business[] }) {
  return (
    <Section id="what-we-do" tone="surface" heading={copy}>
      {/* Columns under a rule (two on a phone, the last across both); a business's title, line and links are rows shared across them, so its links sit on one line. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- list semantics in Safari without bullets */}
      <ul role="list" className="grid grid-cols-2 gap-x-4 sm:gap-x-6 lg:grid-cols-5">
        {businesses.map((business) => (
          <li
            key={business.title}
            className="row-span-3 grid grid-rows-subgrid gap-y-1 border-t border-navy-900/15 pt-4 pb-3 last:col-span-2 sm:pt-5 lg:last:col-span-1"
          >
            <h3 className="text-title text-navy-900">{keepWords(business.title)}</h3>
            <p className="text-muted">{business.line}</p>
            <p className="flex flex-wrap gap-x-5 self-end">
              {business.links.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  className="group inline-flex min-h-11 items-center gap-1 font-semibold text-indigo-700 hover:text-indigo-900"
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
