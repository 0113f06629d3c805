import type { ReactNode } from 'react';
import type { Figure, HeroButtons } from '@/content/schemas/blocks';
import { ButtonLink } from '@/components/ui/button-link';
import { IntakeButton } from '@/components/ui/outbound-link';
import { cn } from '@/lib/cn';
import { keepRanges, keepWords } from '@/components/ui/keep-words';
import type { Accent } from '@/lib/accents';
import { ACCENT_CLASSES } from '@/components/visuals/accent-classes';
import { Figures } from './figures';

/** The picture: a band above the words below 1024 px, its own column from there (it draws itself whole for each). */
const artFrame =
  'pointer-events-none relative -mt-4 mb-6 w-full max-w-md lg:col-start-2 lg:row-start-1 lg:m-0 lg:w-full lg:max-w-[30rem] lg:justify-self-end';

/** How each kind of page top is laid out, over the defaults in `plain`; `grid` applies when there is art. */
const plain = {
  box: 'container-page',
  grid: '',
  art: artFrame,
  words: '',
  eyebrow: 'eyebrow mb-4',
  title: 'heading-brand text-display text-balance',
  lead: 'mt-6 text-lead text-pretty text-slate-200',
  actions: '',
  below: '',
};
const page = {
  ...plain,
  band: 'relative overflow-x-clip pt-[calc(var(--spacing-header)+3.5rem)] pb-16 sm:pb-24',
  grid: 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12',
  words: 'relative max-w-3xl lg:col-start-1 lg:row-start-1',
  actions: 'mt-8 flex flex-wrap gap-3',
  below: 'relative mt-12 lg:col-span-2',
};
const looks = {
  page,
  // As `page`, with what is below the words under them, not across the band: the picture beside both, which sit at its middle.
  beside: {
    ...page,
    grid: cn(page.grid, 'lg:grid-rows-[1fr_auto_auto_1fr] lg:gap-y-0'),
    art: cn(artFrame, 'lg:row-span-4'),
    words: 'relative max-w-3xl lg:col-start-1 lg:row-start-2',
    below: 'relative mt-12 lg:col-start-1 lg:row-start-3 lg:mt-8',
  },
  // Full height on the home page: the folds of figures sit under the picture on wide screens.
  home: {
    ...plain,
    band: 'relative flex min-h-svh flex-col overflow-x-clip',
    box: 'relative container-page grid flex-1 content-center gap-8 pt-[calc(var(--spacing-header)+1.5rem)] pb-8 sm:gap-10 sm:pt-[calc(var(--spacing-header)+2.5rem)] lg:pt-[calc(var(--spacing-header)+1.5rem)] lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-center lg:gap-x-16 lg:gap-y-4',
    art: 'pointer-events-none -mt-4 -mb-4 h-32 w-full max-w-sm sm:h-44 sm:max-w-md lg:col-start-2 lg:row-start-1 lg:m-0 lg:h-36',
    words: 'lg:col-start-1 lg:row-span-2 lg:row-start-1',
    lead: 'mt-6 max-w-2xl text-lead text-pretty text-slate-200',
    actions: 'mt-8 flex flex-col gap-3 sm:flex-row',
    below: 'flex flex-col gap-4 lg:col-start-2 lg:row-start-2',
  },
  article: {
    ...plain,
    box: 'container-reading',
    band: 'pt-[calc(var(--spacing-header)+2.5rem)] pb-14 sm:pb-20',
    eyebrow: 'eyebrow mt-6',
    // Set like the brand headings, without their amber full stop: a Title Case headline or a policy's name is no sentence.
    title: 'mt-3 text-4xl leading-tight font-extrabold tracking-[-0.035em] text-balance sm:text-5xl',
    lead: 'mt-5 text-lead text-pretty text-slate-200',
    below: 'mt-10 aspect-video overflow-hidden rounded-card ring-1 ring-white/15 sm:aspect-[2/1] lg:aspect-[3/1]',
  },
  legal: {
    ...plain,
    box: 'container-reading',
    band: 'pt-[calc(var(--spacing-header)+3rem)] pb-12',
    grid: 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-center lg:gap-12',
    words: 'lg:col-start-1 lg:row-start-1',
    eyebrow: 'eyebrow',
    // A document's name, set as an article's title: at display size a long one filled half the band in four lines.
    title: 'mt-3 text-4xl leading-tight font-extrabold tracking-[-0.035em] text-balance sm:text-5xl',
    lead: 'mt-4 text-lead text-slate-200',
  },
  // The 404 and 500 pages: the code stands in for the eyebrow, large and hidden from screen readers.
  error: {
    ...plain,
    band: 'flex min-h-[80vh] items-center pt-[var(--spacing-header)]',
    box: 'container-page py-20 text-center',
    eyebrow: 'text-7xl font-extrabold tracking-tight sm:text-8xl',
    title: 'mt-6 text-h2 font-bold',
    lead: 'mx-auto mt-4 max-w-xl text-lead text-slate-200',
    actions: 'mt-8 flex justify-center',
  },
};

type PageHeroProps = {
  variant?: keyof typeof looks;
  id?: string;
  eyebrow?: ReactNode;
  title: string;
  /** The title is a name (an industry, a category), not a sentence: no amber full stop. */
  name?: boolean;
  lead?: string;
  actions?: ReactNode;
  /** Used when the route passes no `actions` of its own. */
  buttons?: HeroButtons;
  art?: ReactNode;
  /** A sub-brand's accent for the eyebrow; the brand's amber otherwise. */
  accent?: Accent;
  top?: ReactNode;
  more?: ReactNode;
  after?: ReactNode;
  figures?: Figure[];
  children?: ReactNode;
};

/** The dark band holding the page's only h1: `top` above the eyebrow, `more` under the lead, `after` at the foot of the band. */
export function PageHero(props: PageHeroProps) {
  const { variant = 'page', id, eyebrow, title, name, lead, actions, buttons, art, accent, top, more, after, figures, children } = props;
  const look = looks[variant];
  const next = actions ?? (buttons?.intake || buttons?.link ? <CopyButtons {...buttons} /> : null);
  const below = figures?.length ? <Figures items={figures} variant="tight" dark /> : children;
  const Band = variant === 'article' ? 'header' : 'section';
  const titleId = id ? `${id}-title` : undefined;
  return (
    <Band aria-labelledby={titleId} className={cn('on-dark hero-backdrop text-white', look.band)}>
      <div className={cn(look.box, art && look.grid)}>
        {art ? <div className={look.art}>{art}</div> : null}
        <div className={look.words || undefined}>
          {top}
          {eyebrow ? <p className={cn(look.eyebrow, accent ? ACCENT_CLASSES[accent].text : 'text-accent-300')}>{eyebrow}</p> : null}
          <h1 id={titleId} className={name ? look.title.replace('heading-brand', 'font-extrabold tracking-[-0.035em]') : look.title}>
            {keepWords(title)}
          </h1>
          {lead ? <p className={look.lead}>{keepRanges(lead)}</p> : null}
          {more}
          {next ? <div className={look.actions}>{next}</div> : null}
        </div>
        {below ? look.below ? <div className={look.below}>{below}</div> : below : null}
      </div>
      {after}
    </Band>
  );
}

/** A page's next step from its copy: the intake button, then a link to the page's main list. */
function CopyButtons({ intake, link }: HeroButtons) {
  return (
    <>
      {intake ? <IntakeButton>{intake}</IntakeButton> : null}
      {link ? (
        <ButtonLink href={link.href} variant="outline-light" size="lg">
          {link.label}
        </ButtonLink>
      ) : null}
    </>
  );
}
