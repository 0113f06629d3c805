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
  /** The ground: navy for pages that state a result, paper for reading (articles, lists, policies). */
  light: false,
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
  band: 'relative overflow-x-clip pt-[calc(var(--spacing-header)+2.5rem)] pb-14 sm:pt-[calc(var(--spacing-header)+3.5rem)] sm:pb-20',
  grid: 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12',
  words: 'relative max-w-3xl lg:col-start-1 lg:row-start-1',
  actions: 'mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap',
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
  // Full height on the home page: the words beside the picture, the ledger of figures under both (folds on a phone).
  home: {
    ...plain,
    band: 'relative flex min-h-svh flex-col overflow-x-clip',
    box: 'relative container-page grid flex-1 content-center gap-6 pt-[calc(var(--spacing-header)+1rem)] pb-8 sm:pt-[calc(var(--spacing-header)+2.5rem)] lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-x-12 lg:gap-y-14 lg:pt-[calc(var(--spacing-header)+2rem)]',
    art: 'pointer-events-none w-full max-w-md lg:col-start-2 lg:row-start-1 lg:max-w-[30rem] lg:justify-self-end',
    words: 'lg:col-start-1 lg:row-start-1',
    lead: 'mt-5 max-w-2xl text-lead text-pretty text-slate-200',
    actions: 'mt-7 flex flex-col gap-3 sm:flex-row',
    below: 'lg:col-span-2',
  },
  // A light reading header on paper (docs/brand.md): articles, the insights lists and policies open on words, not a picture.
  article: {
    ...plain,
    light: true,
    box: 'container-reading',
    band: 'border-b border-line pt-[calc(var(--spacing-header)+2.5rem)] pb-10 sm:pb-14',
    eyebrow: 'eyebrow mt-6',
    // A Title Case headline or a policy's name is no sentence: no amber full stop.
    title: 'mt-3 text-h2 text-balance sm:text-display',
    lead: 'mt-5 max-w-3xl text-lead text-pretty text-muted',
    below: '',
  },
  reading: {
    ...plain,
    light: true,
    band: 'border-b border-line pt-[calc(var(--spacing-header)+2.5rem)] pb-10 sm:pb-14',
    title: 'text-h2 text-balance sm:text-display',
    lead: 'mt-5 max-w-3xl text-lead text-pretty text-muted',
    actions: 'mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap',
    below: 'mt-8',
  },
  legal: {
    ...plain,
    light: true,
    box: 'container-reading',
    band: 'border-b border-line pt-[calc(var(--spacing-header)+2.5rem)] pb-10',
    eyebrow: 'eyebrow',
    title: 'mt-3 text-h2 text-balance sm:text-display',
    lead: 'mt-4 text-lead text-muted',
  },
  // The 404 and 500 pages: the code stands in for the eyebrow, large and hidden from screen readers.
  error: {
    ...plain,
    band: 'flex min-h-[80vh] items-center pt-[var(--spacing-header)]',
    box: 'container-page py-20 text-center',
    eyebrow: 'figure-num text-display',
    title: 'mt-6 text-h2',
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
    <Band
      aria-labelledby={titleId}
      data-ground={look.light ? 'paper' : 'navy'}
      className={cn(look.light ? 'bg-surface text-ink' : 'on-dark hero-backdrop text-white', look.band)}
    >
      <div className={cn(look.box, art && look.grid)}>
        {art ? <div className={look.art}>{art}</div> : null}
        <div className={look.words || undefined}>
          {top}
          {eyebrow ? (
            <p className={cn(look.eyebrow, look.light ? 'text-indigo-700' : accent ? ACCENT_CLASSES[accent].text : 'text-indigo-300')}>{eyebrow}</p>
          ) : null}
          <h1 id={titleId} className={cn(look.title, name && 'after:content-none', look.light ? 'text-navy-900' : 'text-white')}>
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
        <ButtonLink href={link.href} variant="secondary">
          {link.label}
        </ButtonLink>
      ) : null}
    </>
  );
}
