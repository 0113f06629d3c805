import { companyLinks } from '@/lib/nav';
import { industryPath, paths, servicePath } from '@/lib/routes';
import { plainText } from '@/lib/typeset';
import { distinctWords, markdownHeadings, markdownText, type SearchDocument, type SearchKind } from '@/lib/site-search';
import { getAboutPage, getCareersPage, getCaseStudiesPage, getContactPage, getJobs } from './company';
import { getHomePage } from './home';
import { getInsightArchive, getInsightsPage } from './insights';
import { getLedgerPage } from './ledger';
import { getEdgePage, getMarketplacePage, getPlusPage, getTools } from './offerings';
import { getIndustries, getServicePages } from './services';
import { getLegalPages } from './site';

/** Keys whose text is a heading wherever they sit in a page's content (its `seo` block aside). */
const HEADING_KEYS = new Set(['title', 'heading', 'name']);

/** Every heading, card title and name in a page's content, in order, each once. */
export function contentHeadings(data: unknown, skip: readonly string[] = ['seo']): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key && HEADING_KEYS.has(key)) found.add(plainText(value).replace(/\s+/g, ' ').trim());
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (!skip.includes(k)) walk(v, k);
  };
  walk(data);
  return [...found].filter(Boolean);
}

type Draft = Omit<SearchDocument, 'id' | 'headings' | 'words'> & { headings?: readonly string[]; words?: string };

const pageDoc = (kind: SearchKind, url: string, page: { seo: { title: string; description: string } }, data: unknown = page): Draft => ({
  kind,
  url,
  title: page.seo.title,
  text: page.seo.description,
  headings: contentHeadings(data),
});

/**
 * What search finds (issue 39), read from the content layer at build time: every page with its title, description and
 * headings; articles and policies with every word they say; each open role (department and place) and each marketplace
 * tool (category). A new page kind needs a line here; the unit test fails for a route with no document.
 */
export async function getSearchDocuments(): Promise<SearchDocument[]> {
  const [home, edge, plus, marketplace, about, careers, caseStudies, contact, insightsPage, ledger] = await Promise.all([
    getHomePage(),
    getEdgePage(),
    getPlusPage(),
    getMarketplacePage(),
    getAboutPage(),
    getCareersPage(),
    getCaseStudiesPage(),
    getContactPage(),
    getInsightsPage(),
    getLedgerPage(),
  ]);
  const [industries, services, archive, legal, jobs, tools] = await Promise.all([
    getIndustries(),
    getServicePages(),
    getInsightArchive(),
    getLegalPages(),
    getJobs(),
    getTools(),
  ]);
  const companyPage = (href: string, page: { seo: { title: string; description: string } }) => pageDoc('page', href, page);

  const drafts: Draft[] = [
    ...services.map(({ id, data }) => pageDoc('offer', servicePath(id), data)),
    ...industries.map(({ id, data }) => pageDoc('offer', industryPath(id), data)),
    pageDoc('offer', paths.edge, edge),
    pageDoc('offer', paths.plus, plus),
    pageDoc('offer', paths.marketplace, marketplace),
    ...archive.insights.map(({ entry, summary }) => ({
      kind: 'article' as const,
      url: summary.path,
      title: summary.title,
      text: summary.description,
      headings: [summary.category, ...markdownHeadings(entry.body ?? '')],
      words: distinctWords(markdownText(entry.body ?? '')),
    })),
    ...jobs.map((job) => ({
      kind: 'role' as const,
      url: `${paths.careers}#${job.id}`,
      title: job.title,
      text: `${job.department} · ${job.location}`,
      headings: job.skills,
      words: distinctWords(job.description),
    })),
    ...tools.map((tool) => ({
      kind: 'tool' as const,
      url: `${paths.marketplace}?q=${encodeURIComponent(tool.name)}`,
      title: tool.name,
      text: `${tool.category} · ${tool.description}`,
      headings: tool.features,
    })),
    pageDoc('page', paths.home, home),
    companyPage(paths.about, about),
    companyPage(paths.careers, careers),
    companyPage(paths.caseStudies, caseStudies),
    companyPage(paths.contact, contact),
    companyPage(paths.insights, insightsPage),
    companyPage(paths.ledger, ledger),
    ...archive.lists
      .filter((list) => list.number === 1 && list.category)
      .map((list) => ({ kind: 'page' as const, url: list.path, title: list.title, text: list.description })),
    ...legal.map(({ id, data, body }) => ({
      kind: 'page' as const,
      url: `/${id}`,
      title: data.title,
      text: data.description,
      headings: markdownHeadings(body ?? ''),
      words: distinctWords(markdownText(body ?? '')),
    })),
  ];
  return drafts.map((d, id) => ({
    ...d,
    id,
    title: plainText(d.title),
    text: plainText(d.text),
    headings: (d.headings ?? []).filter((h) => h !== d.title).join(' · '),
    words: d.words ?? '',
  }));
}

/** The company pages the header's menu lists, for the /search page's "other pages" (named as the menu names them). */
export const companyPageLabels = new Map(companyLinks.map((l) => [l.href, l.label]));
