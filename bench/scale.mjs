// @ts-check
/**
 * `npm run bench:scale`: the site as it will be in a few years. Copies the project to a temporary
 * folder (node_modules linked), adds 300 articles (one a week going back six years, across the
 * categories, made from today's articles) and 60 job openings (made from today's), builds the copy,
 * weighs its busiest pages, and runs the Lighthouse benchmark (bench/lighthouse.mjs, same budgets) on
 * /insights, a category page, an article and /careers. Writes the "scale" and "lighthouse-scale"
 * sections of bench/results.md and bench/results.scale.json; exits 1 if a budget breaks. The copy is
 * removed afterwards (--keep leaves it, and says where).
 *
 *   npm run bench:scale
 *   npm run bench:scale -- --articles 300 --jobs 60 --runs 3 --keep
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildProject, copyProject, generateArticles, generateJobs, removeProject } from './fixture-site.mjs';
import { argument, flag, machine, sitemapRoutes, writeSection } from './lib.mjs';

const articles = Number(argument('articles') ?? 300);
const jobs = Number(argument('jobs') ?? 60);
const runs = argument('runs') ?? '3';
const root = path.resolve('.');

const dir = copyProject(root, 'kriyon-scale-');
let exitCode = 0;
try {
  console.log(`Scale run in ${dir}: adding ${articles} articles and ${jobs} openings`);
  const written = generateArticles(dir, articles);
  generateJobs(dir, jobs);
  console.log('Building the copy…');
  const buildMs = buildProject(dir);

  const routes = sitemapRoutes(dir);
  const feed = readFileSync(path.join(dir, 'dist/insights/feed.xml'), 'utf8');
  const newest = new URL(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/.exec(feed)?.[1] ?? '').pathname;
  const categoryPages = routes.filter((r) => /^\/insights\/category\/[^/]+$/.test(r));
  const laterPages = routes.filter((r) => /^\/insights\/page\/\d+$/.test(r));
  const lastPage = laterPages.sort((a, b) => Number(a.split('/').at(-1)) - Number(b.split('/').at(-1))).at(-1);
  const measured = ['/insights', categoryPages[0], newest, '/careers'];
  for (const route of measured) if (!route || !routes.includes(route)) throw new Error(`The scale build has no ${route} in its sitemap`);

  /** Bytes, gzip bytes, islands and drawn covers of one built page. */
  const weigh = (route) => {
    const html = readFileSync(path.join(dir, 'dist', `${route.slice(1)}.html`));
    const text = html.toString('utf8');
    return {
      route,
      kb: html.length / 1000,
      gzipKb: gzipSync(html, { level: 9 }).length / 1000,
      islands: (text.match(/<astro-island\b/g) ?? []).length,
      covers: (text.match(/data-cover="/g) ?? []).length,
    };
  };
  const weights = ['/insights', laterPages[0], lastPage, ...categoryPages.slice(0, 1), newest, '/careers'].filter(Boolean).map(weigh);
  const totalArticles = routes.filter((r) => /^\/insights\/(?!page\/|category\/)[^/]+$/.test(r)).length;
  const markdown = [
    '## Scale run',
    '',
    `\`npm run bench:scale\`: a copy of the site with ${written.length} more articles (one a week from ${written.at(-1)?.date} to ${written[0]?.date}, across the categories, made from today's) and ${jobs} more job openings, built and measured like the site. ${machine()}.`,
    `The copy has ${routes.length} routes in its sitemap: ${totalArticles} articles, ${laterPages.length + 1} pages of the whole list, ${categoryPages.length} category lists (${routes.filter((r) => /^\/insights\/category\/.+\/page\//.test(r)).length} later category pages). Build: ${Math.round(buildMs / 1000)} s.`,
    '',
    'Page weights (the HTML file; gzip at level 9, as the build pre-compresses; islands are hydrated components, covers drawn article pictures):',
    '',
    '| Page | HTML KB | gzip KB | Islands | Covers |',
    '|---|--:|--:|--:|--:|',
    ...weights.map((w) => `| ${w.route} | ${w.kb.toFixed(1)} | ${w.gzipKb.toFixed(1)} | ${w.islands} | ${w.covers} |`),
    '',
    'Before the archive (issue 27), the same 300 articles made /insights 3.5 MB of HTML (260 KB gzipped) with 304 islands and a cover per card.',
  ].join('\n');
  writeSection('scale', markdown);
  console.log(`\n${markdown}\n`);

  const lighthouse = spawnSync(
    process.execPath,
    [
      'bench/lighthouse.mjs',
      '--project',
      dir,
      '--no-build',
      '--runs',
      runs,
      '--routes',
      measured.join(','),
      '--section',
      'lighthouse-scale',
      '--heading',
      '### Lighthouse on the scale build',
      '--json',
      'bench/results.scale.json',
    ],
    { stdio: 'inherit' },
  );
  // Opening search on the copy: its index holds every article and opening (issue 39: at most 150 KB).
  const search = spawnSync(
    process.execPath,
    ['bench/search.mjs', '--project', dir, '--section', 'search-scale', '--heading', '### Opening search on the scale build', '--budget-kb', '150'],
    { stdio: 'inherit' },
  );
  exitCode = lighthouse.status || search.status ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
} finally {
  if (flag('keep')) console.log(`The scale copy stays in ${dir} (remove it when done).`);
  else removeProject(dir);
}
process.exit(exitCode);
