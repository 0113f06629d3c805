import type { CollectionEntry } from 'astro:content';
import { formatDate } from '@/lib/format';
import { getIndustries } from './services';

type Industry = CollectionEntry<'industries'>['data'];

/** A metric's change against the client's own baseline ("+42%", "−40%"), as the after value on a baseline of 100. */
export function changeOf(value: string, where: string): number {
  const match = /^([+−-])(\d+(?:\.\d+)?)%$/u.exec(value.trim());
  if (!match) throw new Error(`${where}: an impact metric is a change against the baseline, "+42%" or "−40%", not "${value}"`);
  return (match[1] === '+' ? 1 : -1) * Number(match[2]);
}

/** The headline split as the picture sets it: the figure beside the amber point, its words under it. */
export function splitHeadline(headline: string, where = 'An industry'): { figure: string; words: string } {
  const [, figure, words] = /^(\S*\d\S*)[\s\u00a0]+(.+)$/u.exec(headline.trim()) ?? [];
  if (!figure) throw new Error(`${where}: stats.headline starts with its figure, then its words ("45% shorter loan turnaround"), not "${headline}"`);
  return { figure, words };
}

/** What a sector's averages rest on, as the page prints it: counts with the Indian separators ("1,040"), the month written out. */
export function baseOf({ programmes, learners, since, asOf }: Industry['base']) {
  return {
    programmes: programmes.toLocaleString('en-IN'),
    learners: learners.toLocaleString('en-IN'),
    since: String(since),
    asOf: formatDate(new Date(`${asOf}-01T00:00:00Z`), 'month'),
  };
}

export type IndustryBase = ReturnType<typeof baseOf>;

/** What an industry page draws: the programmes on the hours scale all eight share, the headline at its programme, before and after. */
export function industryDrawing(id: string, industry: Industry, most: number) {
  const where = `src/content/industries/${id}.yaml`;
  const at = industry.programs.findIndex((p) => p.short === industry.stats.program);
  if (at < 0)
    throw new Error(
      `${where}: stats.program "${industry.stats.program}" names none of its programmes (${industry.programs.map((p) => p.short).join(', ')})`,
    );
  return {
    most,
    programs: industry.programs.map(({ short, hours }) => ({ short, hours })),
    headline: { ...splitHeadline(industry.stats.headline, where), at },
    metrics: industry.metrics.map((m) => ({ ...m, after: 100 + changeOf(m.value, where) })),
  };
}

export type IndustryDrawing = ReturnType<typeof industryDrawing>;

/** Every industry with its drawing; the hours scale runs to the most hours of any programme, so 40 hours is one length on every page. */
export async function getIndustryPages() {
  const industries = await getIndustries();
  const most = Math.max(...industries.flatMap((i) => i.data.programs.map((p) => p.hours)));
  return industries.map((entry) => ({ entry, drawing: industryDrawing(entry.id, entry.data, most) }));
}
