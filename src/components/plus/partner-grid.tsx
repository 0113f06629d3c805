import type { CollectionEntry } from 'astro:content';
import { Icon } from '@/components/ui/icon';
import { Wordmark } from '@/components/visuals/wordmark';

/** The highlighted card (the first, until the rotator island moves it) has aria-current="true"; its badge text tells screen readers too. */
export function PartnerGrid({
  partners,
  highlightLabel,
}: {
  partners: CollectionEntry<'plusPage'>['data']['partners']['items'];
  highlightLabel: string;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari
    <ul role="list" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {partners.map((p, i) => (
        <li
          key={p.name}
          data-partner-index={i}
          aria-current={i === 0 ? 'true' : undefined}
          className="group relative flex flex-col rounded-card border border-line bg-white p-4 shadow-card transition-[border-color,box-shadow] duration-500 aria-[current=true]:border-accent-500 aria-[current=true]:shadow-lift aria-[current=true]:ring-2 aria-[current=true]:ring-accent-400 sm:p-6"
        >
          <p className="absolute -top-3 right-2 hidden rounded-pill bg-accent-400 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-navy-950 shadow-card group-aria-[current=true]:inline-flex sm:right-4 sm:px-3">
            {highlightLabel}
          </p>
          <h3 className="text-base text-navy-900 transition-colors duration-500 group-aria-[current=true]:text-indigo-700 max-sm:leading-snug sm:text-xl">
            <Wordmark name={p.name} />
          </h3>
          <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-indigo-700 uppercase sm:mt-4">
            <Icon name={p.icon} className="size-4" />
            {p.kind}
          </p>
          <p className="mt-1.5 text-sm text-muted max-sm:leading-snug">{p.description}</p>
        </li>
      ))}
    </ul>
  );
}
