import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { toIndustryLinks, type IndustryLink } from './nav';
import { industryPath, insightPath, paths, SERVICE_SLUGS, type ServiceSlug } from './routes';
import { DEPARTMENTS, departmentAnchor, groupByDepartment, isRemoteFriendly, toJobCard } from './jobs';
import { jobPosting } from './json-ld';
import { absoluteUrl, site } from './site';
import { formatDate, isoDate } from './format';
import type { FooterPromo } from '@/components/site/site-footer';
import type { IndustryCardData } from '@/components/home/types';
import type { ContactMethod } from '@/components/contact/contact-methods-section';

/** Small accessors over the collections that pages and the layout call. */
export async function getIndustries() {
  return (await getCollection('industries')).sort((a, b) => a.data.order - b.data.order);
}

export async function getIndustryLinks(): Promise<IndustryLink[]> {
  return toIndustryLinks(await getIndustries());
}

export async function getLegalPages() {
  return getCollection('legal');
}

export async function getFooterPromos(): Promise<FooterPromo[]> {
  const promos = await getCollection('promos');
  return promos
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ data }) => ({ title: data.title, body: data.body, cta: data.cta, href: paths[data.route] }));
}

// ── Home page ──────────────────────────────────────────────────────────────
export async function getHomePage() {
  const entry = await getEntry('homePage', 'home');
  if (!entry) throw new Error('src/content/pages/home.yaml is missing');
  return entry.data;
}

export async function getTrainingTiers() {
  return (await getCollection('trainingTiers')).map((e) => e.data).sort((a, b) => a.order - b.order);
}

export async function getProgrammeLevels() {
  return (await getCollection('programmeLevels')).map((e) => e.data).sort((a, b) => a.order - b.order);
}

/** Newest first. */
export async function getGlobalDevelopments() {
  return (await getCollection('globalDevelopments')).map((e) => e.data).sort((a, b) => b.date.localeCompare(a.date));
}

/** The industry records as the home page's cards show them. */
export async function getIndustryCards(): Promise<IndustryCardData[]> {
  return (await getIndustries()).map(({ id, data }) => ({
    slug: id,
    name: data.name,
    shortName: data.shortName,
    description: data.description,
    colour: data.colour,
    headline: data.stats.headline,
    satisfaction: data.stats.satisfaction,
  }));
}

// ── Plus, Edge and AI Marketplace (issue 5) ───────────────────────────────────
function required<T>(entry: T | undefined, file: string): T {
  if (!entry) throw new Error(`src/content/pages/${file} is missing`);
  return entry;
}

export const getPlusPage = async () => required(await getEntry('plusPage', 'plus'), 'plus.yaml').data;
export const getEdgePage = async () => required(await getEntry('edgePage', 'edge'), 'edge.yaml').data;
export const getMarketplacePage = async () => required(await getEntry('marketplacePage', 'marketplace'), 'marketplace.yaml').data;

/** The marketplace tools, in their `order`. */
export async function getTools() {
  return (await getCollection('tools')).map((entry) => entry.data).sort((a, b) => a.order - b.order);
}

/** The six service pages in SERVICE_SLUGS order; a file whose name is not a known slug fails the build. */
export async function getServicePages() {
  const entries = await getCollection('services');
  for (const entry of entries) {
    if (!SERVICE_SLUGS.includes(entry.id as ServiceSlug)) {
      throw new Error(`src/content/services/${entry.id}.yaml: the file name must be one of ${SERVICE_SLUGS.join(', ')}`);
    }
  }
  const rank = (id: string) => SERVICE_SLUGS.indexOf(id as ServiceSlug);
  return entries.sort((a, b) => rank(a.id) - rank(b.id)).map((entry) => ({ ...entry, id: entry.id as ServiceSlug }));
}

function only<T>(entries: { data: T }[], file: string): T {
  const [entry] = entries;
  if (!entry) throw new Error(`src/content/pages/${file} is missing`);
  return entry.data;
}

/** Words shared by the industry training pages. */
export async function getTrainingPageCopy() {
  return only(await getCollection('trainingPage'), 'training.yaml');
}

/** Words shared by the service pages. */
export async function getServicePageCopy() {
  return only(await getCollection('servicePage'), 'services.yaml');
}

// ── Company pages (issue 6) ──────────────────────────────────────────────────
type PageCopyCollection = 'aboutPage' | 'careersPage' | 'insightsPage' | 'caseStudiesPage' | 'contactPage';

/** The single entry of a `src/content/pages/*.yaml` collection. */
export async function getPageCopy<C extends PageCopyCollection>(collection: C): Promise<CollectionEntry<C>['data']> {
  const [entry] = await getCollection(collection);
  if (!entry) throw new Error(`The ${collection} copy file in src/content/pages is missing`);
  return entry.data;
}

export type Job = CollectionEntry<'jobs'>['data'];

/** Openings by department (spec order), then seniority, then title. */
export async function getJobs(): Promise<Job[]> {
  return (await getCollection('jobs'))
    .map((e) => e.data)
    .sort(
      (a, b) =>
        DEPARTMENTS.indexOf(a.department) - DEPARTMENTS.indexOf(b.department) ||
        a.experience.min - b.experience.min ||
        a.package.min - b.package.min ||
        a.title.localeCompare(b.title),
    );
}

/** The careers list: openings grouped by department as cards, and one JobPosting per opening. */
export async function getOpenings(pagePath: string) {
  const jobs = await getJobs();
  return {
    groups: groupByDepartment(jobs).map((g) => ({ department: g.department, anchor: departmentAnchor(g.department), jobs: g.jobs.map(toJobCard) })),
    postings: jobs.map((job) =>
      jobPosting({
        id: job.id,
        title: job.title,
        description: job.description,
        datePosted: job.datePosted,
        employmentType: job.employmentType,
        remote: isRemoteFriendly(job.location),
        packageLpa: job.package,
        path: pagePath,
      }),
    ),
  };
}

/** Articles, newest first, each with its entry (for `render`) and what its card prints. */
export async function getInsights(minutesLabel: string) {
  return (await getCollection('insights'))
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime())
    .map((entry) => ({ entry, summary: toInsightSummary(entry, minutesLabel) }));
}

export function toInsightSummary(entry: CollectionEntry<'insights'>, minutesLabel: string) {
  const { title, description, category, date, readTime, impact } = entry.data;
  const path = insightPath(entry.id);
  return {
    slug: entry.id,
    path,
    url: absoluteUrl(path),
    title,
    description,
    category,
    dateIso: isoDate(date),
    dateLabel: formatDate(date),
    readTime: `${readTime} ${minutesLabel}`,
    impact,
  };
}

/** Case studies in display order, with the industry's display name resolved. */
export async function getCaseStudies() {
  const entries = (await getCollection('caseStudies')).sort((a, b) => a.data.order - b.data.order);
  return Promise.all(
    entries.map(async ({ id, data }) => {
      const industry = await getEntry(data.industry);
      if (!industry) throw new Error(`Case study ${id} names an unknown industry "${data.industry.id}"`);
      return { ...data, id, industry: { name: industry.data.shortName, href: industryPath(industry.id) } };
    }),
  );
}

/** Contact cards with their detail and outbound target: phone and email from site.ts (spec §7 windows). */
export function toContactMethods(items: CollectionEntry<'contactPage'>['data']['methods']['items']): ContactMethod[] {
  return items.map(({ kind, detail, ...item }) => {
    switch (kind) {
      case 'call':
        return { ...item, detail: site.phone, to: { kind: 'tel' } };
      case 'email':
        return { ...item, detail: site.email, to: { kind: 'mail', to: site.email, newTab: true } };
      case 'booking':
        return { ...item, detail: detail ?? '', to: { kind: 'booking' } };
    }
  });
}
