import type { CollectionEntry } from 'astro:content';

/**
 * The platforms, by name in our own type (no logos): name, kind, one line on what we build on it. The highlighted one (the
 * first, until the rotator island moves it) has aria-current="true" and a rule in Plus's colour; its label tells screen
 * readers too.
 */
export function PartnerGrid({
  partners,
  highlightLabel,
}: {
  partners: CollectionEntry<'plusPage'>['data']['partners']['items'];
  highlightLabel: string;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- keeps list semantics in Safari
    <ul role="list" className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
      {partners.map((p, i) => (
        <li
          key={p.name}
          data-partner-index={i}
          aria-current={i === 0 ? 'true' : undefined}
          className="group border-t-2 border-navy-900/15 py-4 transition-colors duration-500 aria-[current=true]:border-violet-600 sm:py-6"
        >
          <p className="flex items-baseline justify-between gap-3 text-sm font-semibold text-muted">
            {p.kind}
            <span className="hidden text-violet-800 group-aria-[current=true]:inline">{highlightLabel}</span>
          </p>
          <h3 className="mt-1 text-title text-navy-900">{p.name}</h3>
          <p className="mt-1 text-muted">{p.description}</p>
        </li>
      ))}
    </ul>
  );
}
