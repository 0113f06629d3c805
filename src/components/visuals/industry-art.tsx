import { cn } from '@/lib/cn';
import { FigureText, LabelText, Picture, ResultPoint, ink, scale, type Frame } from './measure';

/** The field's unit: a dot every ten hours along each programme's track. */
const UNIT = 10;

/** Where the ledger's columns stand, the same in both frames: the name, its hours (right-aligned), then its bar from 0 hours. */
const NAME_X = 4;
const HOURS_X = 188;
const X0 = 200;
const X1 = 416;

/**
 * Each frame's rows: the top line (caption and ticks), the first row's middle, the step between rows and the room the
 * headline's words take under their row (`under`: their baseline below the row's middle), the bar's height, the point's size;
 * the band's labels a unit larger, so a 354 px phone band still sets them at 12 px.
 */
const ROWS = {
  band: { top: 18, first: 46, pitch: 30, words: 22, under: 31, bar: 12, point: 6, figure: 'text-[24px]', label: 'text-[17px]' },
  column: { top: 40, first: 100, pitch: 66, words: 30, under: 38, bar: 16, point: 8, figure: 'text-[28px]', label: undefined },
};

type LedgerProps = {
  /** The sector's programmes in order: each one's name on its bar, and its hours. */
  programs: { short: string; hours: number }[];
  /** The most hours of any programme of any industry: the scale's end, so an hour is one length on every page. */
  most: number;
  /** The measured headline: its figure beside the amber point at the end of programme `at`'s bar, its words under that row. */
  headline: { figure: string; words: string; at: number };
  caption: string;
  /** The unit after an hour figure, e.g. "h". */
  unit: string;
};

/**
 * An industry's page top: its programmes as a ledger, each named, its hours, and its bar on the hours scale all eight
 * industries share (the field a dot every ten hours), with the one amber point where the sector's measured headline lands.
 */
export function ProgrammeLedger({ programs, most, headline, caption, unit }: LedgerProps) {
  const end = Math.ceil(most / UNIT) * UNIT;
  // To a tenth of a unit, so every bar's width over its hours is one number on every page.
  const at = scale(0, end, X0, X1);
  const x = (hours: number) => Math.round(at(hours) * 10) / 10;
  const i = ink('dark');
  const draw = (frame: Frame) => {
    const r = frame.band ? ROWS.band : ROWS.column;
    const y = (n: number) => r.first + n * r.pitch + (n > headline.at ? r.words : 0);
    const ticks = Array.from({ length: end / UNIT / 2 }, (_, n) => (n + 1) * UNIT * 2);
    const point = { x: x(programs[headline.at].hours), y: y(headline.at) };
    return (
      <>
        <LabelText at={[NAME_X, r.top]} ground="dark" className={r.label}>
          {caption}
        </LabelText>
        {ticks.map((t) => (
          <LabelText key={t} at={[x(t), r.top]} ground="dark" anchor="middle" className={r.label}>
            {t === end ? `${t} ${unit}` : t}
          </LabelText>
        ))}
        {/* The field: the rest of each track a dot every ten hours (none on the headline's row, where its figure stands). */}
        <g className={i.dot} data-field={`${end / UNIT}x${programs.length}`}>
          {programs.flatMap(({ hours }, n) =>
            Array.from({ length: end / UNIT + 1 }, (_, k) => k * UNIT)
              .filter((h) => h > hours + 2 && n !== headline.at)
              .map((h) => <circle key={`${n}-${h}`} cx={Math.round(x(h))} cy={y(n)} r="1.5" />),
          )}
        </g>
        {programs.map(({ short, hours }, n) => (
          <g key={short}>
            <LabelText at={[NAME_X, y(n) + 6]} ground="dark" className={cn('fill-slate-200', r.label)}>
              {short}
            </LabelText>
            <FigureText at={[HOURS_X, y(n) + 7]} ground="dark" anchor="end">
              {`${hours} ${unit}`}
            </FigureText>
            <rect
              x={X0}
              y={y(n) - r.bar / 2}
              width={Math.round((x(hours) - X0) * 10) / 10}
              height={r.bar}
              rx="2"
              className="fill-indigo-400"
              data-value={hours}
            />
          </g>
        ))}
        <ResultPoint at={[point.x, point.y]} size={r.point} />
        <FigureText at={[point.x + r.point * 2 + 6, point.y + 9]} ground="dark" className={r.figure}>
          {headline.figure}
        </FigureText>
        <LabelText at={[NAME_X, point.y + r.under]} ground="dark" className={r.label}>
          {headline.words}
        </LabelText>
      </>
    );
  };
  return <Picture id="programme-ledger" draw={draw} />;
}
