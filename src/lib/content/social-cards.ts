import type { Accent } from '@/lib/accents';
import { SUB_BRAND_ACCENT } from '@/lib/brand';
import { companyCrumbs } from '@/lib/nav';
import { industryPath, paths, servicePath } from '@/lib/routes';
import { site } from '@/lib/site';
import { plainText } from '@/lib/typeset';
import { getAboutPage, getCareersPage, getCaseStudiesPage, getContactPage } from './company';
import { getInsightArchive, getInsightsPage } from './insights';
import { getHomePage } from './home';
import { getEdgePage, getMarketplacePage, getPlusPage } from './offerings';
import { getIndustries, getServicePageCopy, getServicePages, getTrainingPageCopy } from './services';
import { getLegalPages } from './site';
import { getLedgerPage } from './ledger';
import { SEARCH_PAGE, SEARCH_PAGE_PATH } from '@/lib/site-search';

/** The policies have no breadcrumb parent; the footer groups them under this label. */
const POLICIES_LABEL = 'Policies';

const joinSection = (...parts: string[]) => parts.join(' · ');

/** "Edge: AI Programme for Universities" under "Kriyon Edge" prints "AI Programme for Universities". */
export function cardTitle(title: string, section: string): string {
  const last = section.split(' · ').at(-1)!;
  const unbranded = last.startsWith(`${site.name} `) ? last.slice(site.name.length + 1) : last;
  for (const name of new Set([last, unbranded])) {
    const rest = title.startsWith(name) ? title.slice(name.length).match(/^\s*[-–—:]\s+(.+)$/s) : null;
    if (rest) return rest[1];
  }
  return title;
}

/** The path's colour on a card: a product's own on its own page (docs/brand.md), the brand's indigo on every other. */
const BRAND: Accent = 'indigo';

/** A page's social card (og:image); `section` as the breadcrumb names it: "Industries · Healthcare", "Kriyon Edge". */
const card = (path: string, title: string, section: string, accent: Accent = BRAND, impact?: string) => ({
  path,
  title: cardTitle(title, section),
  section,
  accent,
  impact,
});

type SocialCard = ReturnType<typeof card>;

const companyLabel = (href: string) => companyCrumbs(href).at(-1)!.name;

const familyCard = (key: 'edge' | 'plus' | 'marketplace', page: { seo: { title: string }; hero: { eyebrow: string } }) =>
  card(paths[key], page.seo.title, page.hero.eyebrow, SUB_BRAND_ACCENT[key]);
const companyCard = (key: 'about' | 'careers' | 'caseStudies' | 'contact' | 'insights' | 'ledger', page: { seo: { title: string } }) =>
  card(paths[key], page.seo.title, companyLabel(paths[key]));

/** A new static route needs a line here; the layout stops the build for a page without a card. */
export async function getSocialCards(): Promise<SocialCard[]> {
  const [home, serviceCopy, archive] = await Promise.all([getHomePage(), getServicePageCopy(), getInsightArchive()]);
  const insightsLabel = companyLabel(paths.insights);
  const industryCards = await Promise.all(
    (await getIndustries()).map(async ({ id, data }) => {
      const { breadcrumb } = await getTrainingPageCopy(data.shortName);
      return card(industryPath(id), data.seo.title, joinSection(breadcrumb, data.shortName));
    }),
  );
  return [
    card(paths.home, home.seo.title, home.hero.eyebrow),
    ...industryCards,
    ...(await getServicePages()).map(({ id, data }) => card(servicePath(id), data.seo.title, joinSection(serviceCopy.breadcrumb, data.name))),
    familyCard('edge', await getEdgePage()),
    familyCard('plus', await getPlusPage()),
    familyCard('marketplace', await getMarketplacePage()),
    companyCard('about', await getAboutPage()),
    companyCard('careers', await getCareersPage()),
    companyCard('caseStudies', await getCaseStudiesPage()),
    companyCard('contact', await getContactPage()),
    companyCard('insights', await getInsightsPage()),
    companyCard('ledger', await getLedgerPage()),
    ...archive.lists
      .filter((list) => list.path !== paths.insights)
      .map((list) => card(list.path, list.title, joinSection(insightsLabel, ...(list.category ? [list.category.name] : [])))),
    // An article's card draws its figure, as its cover does.
    ...archive.insights.map(({ summary }) => card(summary.path, summary.title, joinSection(insightsLabel, summary.category), BRAND, summary.impact)),
    ...(await getLegalPages()).map(({ id, data }) => card(`/${id}`, data.title, POLICIES_LABEL)),
    card(SEARCH_PAGE_PATH, SEARCH_PAGE.seo.title, SEARCH_PAGE.eyebrow),
  ];
}

/** A page without a card is a build error, not a broken preview. */
export async function getSocialCard(path: string): Promise<SocialCard> {
  const found = (await getSocialCards()).find((c) => c.path === path);
  if (!found) throw new Error(`The page ${path} has no social card: list it in getSocialCards() (src/lib/content/social-cards.ts).`);
  return found;
}

/** What the card shows, in words (og:image:alt): "Kriyon: AI Training for Healthcare Teams (Industries, Healthcare)". */
export function socialCardAlt({ title, section }: Pick<SocialCard, 'title' | 'section'>): string {
  return plainText(`${site.name}: ${title} (${section.split(' · ').join(', ')})`);
}
