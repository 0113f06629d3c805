/**
 * The figure of an article's `impact` line ("21 days to a shortlist", "55% lower hiring cost", "3.1x faster") read into
 * a measure its cover draws (src/components/visuals/covers): the field counts the figure's unit, the path runs from
 * nothing to the figure, the point lands on it, and a comparison ("lower", "more", "3.1x") keeps what it is compared
 * with. Nothing is invented: a line whose figure cannot be read has no plan, and the archive names it (insights-archive.ts).
 */

export type CoverKind = 'time' | 'count' | 'times' | 'percent';

export type CoverPlan = {
  /** The figure as the impact line prints it ("21 days", "4–8 weeks", "3.1x", "55%"), and the words either side of it. */
  figure: string;
  lead: string;
  tail: string;
  kind: CoverKind;
  /** Where the path ends (the point), where a range starts (a node), and what the result is compared with (the quiet line). */
  value: number;
  from?: number;
  base?: number;
  /** The field: one dot every `step` of the figure's unit, from 0 to `max`. */
  step: number;
  max: number;
  /** Projected, not measured: the path is dashed. */
  modelled: boolean;
};

/** The first figure of a line: a number or a range, then %, x, or a word ("21 days", "4 questions"). */
const FIGURE = /(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?\s*(%|[x×](?![a-z])|[a-z]+)?/iu;
const TIME = /^(hours?|days?|weeks?|months?|years?)$/i;
const FEWER = /\b(lower|less|fewer|cheaper|cut|reduc\w*|down|saved?)\b/i;
const MORE = /\b(more|higher|faster|increase\w*|up|gain\w*|growth)\b/i;
const MODELLED = /\b(modell?ed|projected|forecast|expected)\b/i;

/** Round steps for the field: whole units for days, weeks and counts, fractions too for ratios and shares. */
const STEPS = [0.25, 0.5, 1, 2, 5, 10, 20, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000];

/** The field's spacing and extent: a round step, a step or so beyond the furthest mark (the point never sits on the edge), 6 to 16 dots across. */
export function fieldFor(furthest: number, whole: boolean): { step: number; max: number } {
  for (const step of STEPS.filter((s) => !whole || Number.isInteger(s))) {
    const max = Math.max(Math.ceil((furthest * 1.1) / step), 5) * step;
    if (max / step <= 15) return { step, max };
  }
  return { step: furthest, max: furthest * 2 };
}

export function coverPlan(impact: string): CoverPlan | undefined {
  const match = FIGURE.exec(impact);
  if (!match) return undefined;
  const [figure, first, second, unit = ''] = match;
  const lead = impact.slice(0, match.index);
  const tail = impact.slice(match.index + figure.length);
  const rest = `${lead} ${tail}`;
  const value = Number(second ?? first);
  const from = second ? Number(first) : undefined;
  const modelled = MODELLED.test(impact);
  const plan = (kind: CoverKind, v: number, base?: number): CoverPlan => {
    const field = kind === 'count' ? { step: 1, max: v } : fieldFor(Math.max(v, base ?? 0), kind === 'time');
    return { figure: figure.trim(), lead, tail, kind, value: v, from, base, ...field, modelled };
  };
  if (unit === '%') {
    if (FEWER.test(rest) && value < 100) return plan('percent', 100 - value, 100);
    if (MORE.test(rest)) return plan('percent', 100 + value, 100);
    return plan('percent', value);
  }
  if (/^[x×]$/i.test(unit)) return plan('times', value, 1);
  if (TIME.test(unit)) return plan('time', value);
  // A count of things ("4 questions"): a step on the path for each, the point on the last.
  if (Number.isInteger(value) && value >= 2 && value <= 12) return plan('count', value);
  return undefined;
}
