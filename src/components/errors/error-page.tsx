import { ArrowRight } from 'lucide-react';
import type { NavLink } from '@/lib/nav';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/blocks/hero';

type Props = { code: '404' | '500'; title: string; body: string; destinations?: (NavLink & { note: string })[] };

/** The 404 and 500 pages (spec §8); the 404 also offers a few destinations, so a mistyped link still leads somewhere. */
export function ErrorPage({ code, title, body, destinations = [] }: Props) {
  return (
    <PageHero
      variant="error"
      eyebrow={<span aria-hidden="true">{code}</span>}
      title={title}
      lead={body}
      actions={
        <ButtonLink href="/" size="lg">
          Return to Home
        </ButtonLink>
      }
    >
      {destinations.length ? (
        <nav aria-labelledby="destinations-title" className="mx-auto mt-14 max-w-5xl text-left">
          <h2 id="destinations-title" className="text-center text-lg font-bold text-white">
            Or go straight to
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((d) => (
              <li key={d.href} className="flex">
                <a
                  href={d.href}
                  className="group flex w-full flex-col rounded-card bg-white/5 px-5 py-4 ring-1 ring-white/15 transition-colors hover:bg-white/10"
                >
                  <span className="inline-flex items-center gap-2 font-bold text-white">
                    {d.label}
                    <ArrowRight aria-hidden="true" className="size-4 text-accent-300 transition-transform group-hover:translate-x-1" />
                  </span>
                  <span className="mt-1 text-sm text-slate-300">{d.note}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </PageHero>
  );
}
