import type { NavLink } from '@/lib/nav';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/blocks/hero';
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
          <div className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
            {destinations.map((group) => (
              <LinkList key={group.title} {...group} level={3} />
            ))}
          </div>
        </nav>
      ) : null}
    </PageHero>
  );
}
