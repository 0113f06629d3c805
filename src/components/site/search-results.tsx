import { markTerms, MAX_FIELD_LENGTH, SEARCH_COPY, unseenTerms, type SearchGroup, type SearchHit } from '@/lib/site-search';

/** A hit's title and line, the matched words in bold; words matched only in the body are named after them. */
function HitText({ hit }: { hit: SearchHit }) {
  const unseen = unseenTerms(hit);
  return (
    <>
      <span className="block font-semibold text-navy-900">
        {markTerms(hit.title, hit.terms).map((run, i) => (run.match ? <mark key={i}>{run.text}</mark> : run.text))}
      </span>
      {hit.text && (
        <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">
          {markTerms(hit.text, hit.terms).map((run, i) => (run.match ? <mark key={i}>{run.text}</mark> : run.text))}
        </span>
      )}
      {unseen.length > 0 && (
        <span className="mt-0.5 block text-sm text-slate-600">
          {SEARCH_COPY.also} <mark>{unseen.join(', ')}</mark>
        </span>
      )}
    </>
  );
}

/** What the dialog's and the /search page's search fields share: no autofill or spelling marks, a pasted essay cut at 5,000. */
export const searchFieldProps = {
  autoComplete: 'off',
  spellCheck: false,
  maxLength: MAX_FIELD_LENGTH,
  placeholder: SEARCH_COPY.placeholder,
  className: 'min-h-11 w-full min-w-0 bg-transparent text-base text-navy-950 placeholder:text-slate-500 focus:outline-none',
} as const;

export const optionId = (prefix: string, hit: Pick<SearchHit, 'id'>) => `${prefix}-option-${hit.id}`;

interface SearchResultsProps {
  groups: SearchGroup[];
  /** Ids are `${prefix}-option-<id>`, group headings `${prefix}-group-<kind>`. */
  prefix: string;
  /** In a combobox: a listbox of options (activeId the one the arrows are on); on the page: plain lists of links. */
  listbox?: { id: string; label: string; activeId?: string; onActive: (id: string) => void };
}

/** Results grouped by kind, as links: the dialog's listbox and the /search page's lists. */
export function SearchResults({ groups, prefix, listbox }: SearchResultsProps) {
  return (
    <div role={listbox ? 'listbox' : undefined} id={listbox?.id} aria-label={listbox?.label} className="flex flex-col gap-4">
      {groups.map((group) => {
        const headingId = `${prefix}-group-${group.kind}`;
        const Heading = listbox ? 'div' : 'h2';
        return (
          <div key={group.kind} role={listbox ? 'group' : undefined} aria-labelledby={listbox ? headingId : undefined}>
            <Heading id={headingId} role={listbox ? 'presentation' : undefined} className="px-3 eyebrow text-slate-500">
              {group.label}
            </Heading>
            <ul role={listbox ? 'presentation' : undefined} className="mt-1">
              {group.hits.map((hit) => {
                const id = optionId(prefix, hit);
                const active = listbox?.activeId === id;
                return (
                  <li key={hit.id} role={listbox ? 'presentation' : undefined}>
                    <a
                      id={id}
                      href={hit.url}
                      role={listbox ? 'option' : undefined}
                      aria-selected={listbox ? active : undefined}
                      tabIndex={listbox ? -1 : undefined}
                      onPointerMove={listbox ? () => listbox.onActive(id) : undefined}
                      className={`block scroll-my-2 rounded-lg px-3 py-2 [&_mark]:bg-transparent [&_mark]:font-bold [&_mark]:text-navy-950 ${active ? 'bg-indigo-50 ring-2 ring-indigo-600' : 'hover:bg-slate-100'}`}
                    >
                      <HitText hit={hit} />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
