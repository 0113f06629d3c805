import { ArrowRight } from 'lucide-react';
import type { NavLink } from '@/lib/nav';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/blocks/hero';

type Props = { code: '404' | '500'; title: string; body: string; destinations?: (NavLink & { note: string })[] };

/**
 * The 404 and 500 pages (spec §8): a plain header on paper with the status, the message and the way home; the 404 also
 * offers a few destinations as columns under a rule, so a mistyped link still leads somewhere.
 */
export function ErrorPage({ code, title, body, destinations = [] }: Props) {
  return (
    <>
      <PageHero
        variant="reading"
        eyebrow={`Error ${code}`}
        title={title}
        name
        lead={body}
        actions={<ButtonLink href="/">Return to Home</ButtonLink>}
      />
      {destinations.length ? (
        <nav aria-labelledby="destinations-title" className="container-page py-12 sm:py-16">
          <h2 id="destinations-title" className="text-title text-navy-900">
            Or go straight to
          </h2>
          <ul className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((d) => (
              <li key={d.href} className="border-t border-line pt-4">
                <a href={d.href} className="group block">
                  <span className="inline-flex items-center gap-2 font-brand text-title font-bold text-navy-900 group-hover:text-indigo-700">
                    {d.label}
                    <ArrowRight aria-hidden="true" className="size-5 text-indigo-600 transition-transform group-hover:translate-x-1" />
                  </span>
                  <span className="mt-1 block text-muted">{d.note}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
