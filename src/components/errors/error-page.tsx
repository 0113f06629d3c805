import type { NavLink } from '@/lib/nav';
import { ButtonLink } from '@/components/ui/button-link';
import { keepWords } from '@/components/ui/keep-words';
import { LinkList } from '@/components/site/link-list';

export interface LinkGroup {
  title: string;
  links: NavLink[];
}

/** The body of the 404 and 500 pages (spec §8); the 404 also lists the main destinations, so a mistyped link still leads somewhere. */
export function ErrorPage({
  code,
  title,
  body,
  destinations = [],
}: {
  code: '404' | '500';
  title: string;
  body: string;
  destinations?: LinkGroup[];
}) {
  return (
    <section className="hero-backdrop on-dark flex min-h-[80vh] items-center pt-[var(--spacing-header)] text-white">
      <div className="container-page py-20 text-center">
        <p className="text-7xl font-extrabold tracking-tight text-accent-300 sm:text-8xl" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-6 text-h2 font-bold">{keepWords(title)}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lead text-slate-200">{body}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="/" size="lg">
            Return to Home
          </ButtonLink>
        </div>
        {destinations.length ? (
          <nav aria-labelledby="destinations-title" className="mx-auto mt-14 max-w-5xl text-left">
            <h2 id="destinations-title" className="text-center text-lg font-bold text-white">
              Or go straight to
            </h2>
            <div className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
              {destinations.map((group) => (
                <LinkList key={group.title} {...group} level={3} />
              ))}
            </div>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
