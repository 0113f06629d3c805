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
 * Each frame's rows: the top line (caption and ticks), the first row's middle, the step between rows, the room the
 * headline's line takes under its row (`words`, its baseline `under` the row's middle), the bar's height, the point's size;
 * the phone's band a little taller than the other pictures' and its labels a unit larger, so its rows stand 28 px apart and
 * its type at 12 px or more at 390 px.
 */
const ROWS = {
  band: { h: 244, top: 18, first: 50, pitch: 38, words: 30, under: 33, bar: 14, point: 5, label: 'text-[17px]', figure: 'text-[19px]' },
  column: { h: 400, top: 40, first: 100, pitch: 66, words: 36, under: 42, bar: 16, point: 6, label: undefined, figure: 'text-[22px]' },
};
const FRAMES: Frame[] = [
  { w: 480, h: ROWS.band.h, band: true },
  { w: 480, h: ROWS.column.h, band: false },
];

type LedgerProps = {
  /** The sector's programmes in order: each one's name on its bar, and its hours. */
  programs: { short: string; hours: number }[];
  /** The most hours of any programme of any industry: the scale's end, so an hour is one length on every page. */
  most: number;
  /** The measured headline: a line of its own under programme `at`'s row, led by the amber point (a result, not an hour). */
  headline: { figure: string; words: string; at: number };
  caption: string;
  /** The unit after an hour figure, e.g. "h". */
  unit: string;
};

/**
 * An industry's page top: its programmes as a ledger, each named, its hours, and its bar on the hours scale all eight
 * industries share (the field a dot every ten hours). The sector's measured headline is a line of its own under the
 * programme that delivers it, led by the one amber point: a result in its own unit, never a mark on the hours scale.
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
    const line = y(headline.at) + r.under;
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
        {/* The field: the rest of each track a dot every ten hours. */}
        <g className={i.dot} data-field={`${end / UNIT}x${programs.length}`}>
          {programs.flatMap(({ hours }, n) =>
            Array.from({ length: end / UNIT + 1 }, (_, k) => k * UNIT)
              .filter((h) => h > hours + 2)
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
        {/* The point's ring (twice its size) starts at the names' edge; the line of words starts just past it. */}
        <ResultPoint at={[NAME_X + r.point * 2, line - r.point]} size={r.point} />
        <text x={NAME_X + r.point * 4 + 6} y={line} className={cn('text-[16px]', i.muted, r.label)}>
          <tspan className={cn('font-brand font-bold', i.text, r.figure)}>{headline.figure}</tspan> {headline.words}
        </text>
      </>
    );
  };
  return <Picture id="programme-ledger" draw={draw} frames={FRAMES} />;
}
