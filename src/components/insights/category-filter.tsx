import { cn } from '@/lib/cn';

export interface CategoryLink {
  name: string;
  path: string;
}

/**
 * The category filters: plain links to the list of every article and to each category's list, the
 * ones that have articles. The link to the page shown is `aria-current="page"`; on a later page of a
 * list, its filter is the current one of the set (`aria-current="true"`).
 */
export function CategoryFilter({
  label,
  all,
  categories,
  selected,
  current,
}: {
  /** The nav's screen-reader name. */
  label: string;
  all: CategoryLink;
  categories: CategoryLink[];
  /** The path of the filter in force: the first page of the list shown. */
  selected: string;
  /** The path of the page shown. */
  current: string;
}) {
  return (
    <nav aria-label={label} className="mb-8 sm:mb-12">
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari */}
      <ul role="list" className="flex flex-wrap justify-center gap-2">
        {[all, ...categories].map((link) => {
          const isSelected = link.path === selected;
          return (
            <li key={link.path}>
              <a
                href={link.path}
                aria-current={link.path === current ? 'page' : isSelected ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-pill border px-4 text-sm font-semibold transition-colors duration-200',
                  isSelected
                    ? 'border-navy-900 bg-navy-900 text-white'
                    : 'border-line bg-white text-navy-900 hover:border-indigo-600 hover:text-indigo-700',
                )}
              >
                {link.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
