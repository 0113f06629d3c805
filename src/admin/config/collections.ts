/**
 * Where each content collection of src/content.config.ts is edited in the editor, grouped as the marketing team
 * looks for them. This table says only where the files are and what to call them; every field comes from the
 * collection's schema (fields.ts). `config.test.ts` fails when a collection of the site is missing here, or a
 * path here is not where Astro reads the collection from.
 */

/** A folder of entries, one file each (an article, a case study …): entries can be added and removed. */
export interface Folder {
  kind: 'folder';
  collection: string;
  name: string;
  label: string;
  singular: string;
  folder: string;
  extension: 'yaml' | 'md';
  /** The field that names an entry (and makes the file name of a new one). */
  identifier: string;
}

/** One file of a group: a page's copy (an object), a list of records (`list`), or named figures (`map`). */
export interface FileEntry {
  collection: string;
  name: string;
  label: string;
  file: string;
  shape: 'object' | 'list' | 'map';
  /** What one item of a list is called ("Add job opening"). */
  singular?: string;
}

export interface Files {
  kind: 'files';
  name: string;
  label: string;
  files: FileEntry[];
}

export type Placed = Folder | Files;

const page = (collection: string, name: string, label: string): FileEntry => ({
  collection,
  name,
  label,
  file: `src/content/pages/${name}.yaml`,
  shape: 'object',
});

const list = (collection: string, name: string, label: string, file: string, singular: string): FileEntry => ({
  collection,
  name,
  label,
  file,
  shape: 'list',
  singular,
});

export const PLACES: Placed[] = [
  { kind: 'files', name: 'jobs', label: 'Job openings', files: [list('jobs', 'jobs', 'Job openings', 'src/content/jobs.yaml', 'Job opening')] },
  {
    kind: 'folder',
    collection: 'insights',
    name: 'insights',
    label: 'Articles',
    singular: 'Article',
    folder: 'src/content/insights',
    extension: 'md',
    identifier: 'title',
  },
  {
    kind: 'folder',
    collection: 'caseStudies',
    name: 'case-studies',
    label: 'Case studies',
    singular: 'Case study',
    folder: 'src/content/case-studies',
    extension: 'yaml',
    identifier: 'title',
  },
  {
    kind: 'folder',
    collection: 'industries',
    name: 'industries',
    label: 'Industries',
    singular: 'Industry',
    folder: 'src/content/industries',
    extension: 'yaml',
    identifier: 'name',
  },
  {
    kind: 'folder',
    collection: 'services',
    name: 'services',
    label: 'Services',
    singular: 'Service',
    folder: 'src/content/services',
    extension: 'yaml',
    identifier: 'name',
  },
  {
    kind: 'files',
    name: 'claims',
    label: 'Figures',
    files: [{ collection: 'claims', name: 'claims', label: 'Figures stated on several pages', file: 'src/content/claims.yaml', shape: 'map' }],
  },
  {
    kind: 'folder',
    collection: 'legal',
    name: 'legal',
    label: 'Policies',
    singular: 'Policy',
    folder: 'src/content/legal',
    extension: 'md',
    identifier: 'title',
  },
  {
    kind: 'files',
    name: 'tools',
    label: 'Marketplace tools',
    files: [list('tools', 'tools', 'Marketplace tools', 'src/content/tools.yaml', 'Tool')],
  },
  {
    kind: 'files',
    name: 'pages',
    label: 'Page copy',
    files: [
      page('homePage', 'home', 'Home'),
      page('aboutPage', 'about', 'About (timeline, founder)'),
      page('careersPage', 'careers', 'Careers (departments, offices)'),
      page('insightsPage', 'insights', 'Insights (article categories)'),
      page('caseStudiesPage', 'case-studies', 'Case studies'),
      page('marketplacePage', 'marketplace', 'AI Marketplace (tool categories)'),
      page('plusPage', 'plus', 'Kriyon Plus'),
      page('edgePage', 'edge', 'Kriyon Edge'),
      page('contactPage', 'contact', 'Contact (and the reply note under closing calls)'),
      page('ledgerPage', 'ledger', 'How we measure (the ledger of figures: its words; its lines are the figures)'),
      page('servicePage', 'services', 'Words every service page shares'),
      page('trainingPage', 'training', 'Words every industry page shares'),
    ],
  },
  {
    kind: 'files',
    name: 'home-lists',
    label: 'Home page lists',
    files: [
      list('trainingTiers', 'training-tiers', 'Training tiers', 'src/content/home/training-tiers.yaml', 'Training tier'),
      list('programmeLevels', 'programme-levels', 'Programme levels', 'src/content/home/programme-levels.yaml', 'Programme level'),
      list('globalDevelopments', 'global-developments', 'Global developments', 'src/content/home/global-developments.yaml', 'Development'),
    ],
  },
  {
    kind: 'files',
    name: 'proof',
    label: 'Proof',
    files: [{ collection: 'proof', name: 'proof', label: 'Testimonials, client logos, team', file: 'src/content/proof.yaml', shape: 'object' }],
  },
  { kind: 'files', name: 'promos', label: 'Footer promos', files: [list('promos', 'promos', 'Footer promos', 'src/content/promos.yaml', 'Promo')] },
];

/** Where a collection of the site is edited: its group and, in a group of files, its file. */
export function placement(collection: string): { collection: string; file?: string } {
  for (const place of PLACES) {
    if (place.kind === 'folder' && place.collection === collection) return { collection: place.name };
    if (place.kind === 'files') {
      const file = place.files.find((f) => f.collection === collection);
      if (file) return { collection: place.name, file: file.name };
    }
  }
  throw new Error(`The collection "${collection}" has no place in the editor (src/admin/config/collections.ts)`);
}
