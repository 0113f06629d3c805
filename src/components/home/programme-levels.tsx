import type { ProgrammeLevel } from '@/lib/content/home';
import { keepWords } from '@/components/ui/keep-words';
import { Fold } from '@/components/ui/fold';

/**
 * The four-level programme structure: each level's duration, focus and detail. (No chart of the
 * lengths: the levels run side by side, not in sequence, and each card prints its own length.)
 */
export function ProgrammeLevels({
  title,
  intro,
  focusLabel,
  detailLabel,
  levels,
}: {
  title: string;
  intro?: string;
  focusLabel: string;
  detailLabel: string;
  levels: ProgrammeLevel[];
}) {
  return (
    <div>
      <div className="mx-auto mb-6 max-w-3xl text-center">
        <h3 className="text-h3 font-bold text-navy-900">{keepWords(title)}</h3>
        {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
      </div>
      <ol className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {levels.map((level, i) => (
          <li key={level.id} className="card-surface relative flex flex-col p-4 sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:gap-y-0 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-2 sm:gap-3">
              <span aria-hidden="true" className="text-sm font-bold text-indigo-700">
                {String(i + 1).padStart(2, '0')}
              </span>
              <span className="rounded-pill bg-navy-900 px-3 py-1 text-xs font-bold text-accent-300">{level.duration}</span>
            </div>
            <h4 className="mt-3 text-base font-bold sm:text-lg text-navy-900">{keepWords(level.level)}</h4>
            <p className="mt-1 text-sm text-slate-700">
              <span className="font-semibold text-navy-900">{focusLabel}: </span>
              {level.focus}
            </p>
            {/* On phones (two narrow columns) the detail folds away; from `sm` up it is shown. */}
            <Fold title={detailLabel} from="sm" variant="more" context={level.level} className="mt-auto pt-2 sm:mt-0 sm:pt-3">
              <p className="text-sm text-muted">{level.detail}</p>
            </Fold>
          </li>
        ))}
      </ol>
    </div>
  );
}
