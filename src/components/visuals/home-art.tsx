import { cn } from '@/lib/cn';
import { Field, FigureText, LabelText, PathLine, Picture, ResultPoint, type Frame, type Point } from './measure';

/** What the home picture draws, all from the page's copy: the three lines of work, the months it counts and the result. */
export type HomeArtFigures = {
  /** The nodes the path runs through, in order (the company's three lines of work). */
  steps: string[];
  /** Under the path's start and under the result's month. */
  start: string;
  end: string;
  months: number;
  /** The result where the point lands, e.g. "40%", and what it is. */
  value: string;
  label: string;
};

/** Where the path runs, in units of the field (months, tens of points): the nodes on dots of the field, evenly between start and point. */
function course(months: number, rows: number, steps: number): [number, number][] {
  const at = (i: number): [number, number] => [Math.round((months * i) / (steps + 1)), Math.round((rows * i) / (steps + 1))];
  return Array.from({ length: steps + 2 }, (_, i) => at(i));
}

/**
 * The home page: the field counts months after a programme (across) and the result in tens of percentage points (up);
 * the path runs from the start through the company's three lines of work to the amber point, the result, with its figure.
 */
export function HomeArt({ figures }: { figures: HomeArtFigures }) {
  const { steps, start, end, months, value, label } = figures;
  // The field counts the result in tens of percentage points: a row of dots for each ten.
  const percent = Number.parseFloat(value);
  if (!/%$/.test(value) || !(percent >= 20)) throw new Error(`The home picture's result "${value}" is not a percentage of 20% or more`);
  const rows = Math.round(percent / 10);
  const draw = (f: Frame) => {
    // The plot: [left, top, width, height]; in the band the result's words stand right of the point, in the column above it.
    const [x, y, w, h] = f.band ? [20, 36, 272, 120] : [36, 112, 396, 228];
    const to = ([m, r]: [number, number]): Point => [x + (w * m) / months, y + h - (h * r) / rows];
    const points = course(months, rows, steps.length).map(to);
    const end_ = points.at(-1)!;
    // A phone shows the band at about 0.74 of its size: labels a unit larger keep 12 px or more.
    const type = f.band ? 'text-[17px]' : undefined;
    return (
      <>
        <Field x={x} y={y} w={w} h={h} cols={months} rows={rows} ground="dark" />
        <PathLine points={points} ground="dark" nodes={steps.map((_, i) => i + 1).concat(0)} />
        {steps.map((step, i) => {
          const [px, py] = points[i + 1];
          // Above-left of its node: the path comes up from below-left, so that side is clear.
          return (
            <LabelText key={step} at={[px - 12, py - 14]} ground="dark" anchor="end" className={cn('fill-white', type)}>
              {step}
            </LabelText>
          );
        })}
        <LabelText at={[x, y + h + 30]} ground="dark" className={type}>
          {start}
        </LabelText>
        <LabelText at={[end_[0], y + h + 30]} ground="dark" anchor={f.band ? 'middle' : 'end'} className={type}>
          {end}
        </LabelText>
        <ResultPoint at={end_} />
        {f.band ? (
          <>
            <FigureText at={[end_[0] + 28, end_[1] + 7]} ground="dark" className="text-[28px]">
              {value}
            </FigureText>
            <LabelText at={[end_[0] + 28, end_[1] + 32]} ground="dark" className={type}>
              {label}
            </LabelText>
          </>
        ) : (
          <>
            <FigureText at={[end_[0] + 12, end_[1] - 52]} ground="dark" anchor="end" className="text-[40px]">
              {value}
            </FigureText>
            <LabelText at={[end_[0] + 12, end_[1] - 28]} ground="dark" anchor="end">
              {label}
            </LabelText>
          </>
        )}
      </>
    );
  };
  return <Picture id="home-art" draw={draw} />;
}
