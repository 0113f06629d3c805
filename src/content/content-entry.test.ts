/**
 * "A new industry, service page or article is one data file": builds a copy of the site with one extra
 * entry of each kind (made from an existing entry, so it follows the schema as it changes) and checks
 * that the route, the menus, the sitemap, the structured data and the social card pick them up with
 * no code edit.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaContent, pngSize, siteFile } from '../../tests/e2e/built-html';

const root = path.resolve(import.meta.dirname, '../..');
const COPIED = ['src', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

const fixture = {
  industry: { slug: 'aviation', name: 'Aviation & Airports', shortName: 'Aviation' },
  service: { slug: 'data-platforms', name: 'Data Platforms' },
  article: { slug: 'fixture-article-on-ai-in-airports', title: 'What Airports Learn When They Put AI on the Apron' },
};

/** Replaces one top-level YAML key's value (`key: value` on its own line). */
const setKey = (yaml: string, key: string, value: string | number) => {
  const line = new RegExp(`^${key}:.*$`, 'm');
  if (!line.test(yaml)) throw new Error(`The template entry has no top-level "${key}"`);
  return yaml.replace(line, `${key}: ${value}`);
};

let dir = '';
const html = (route: string) => readFileSync(path.join(dir, 'dist', `${route === '/' ? 'index' : route.slice(1)}.html`), 'utf8');
interface LdNode {
  '@type'?: string;
  name?: string;
  headline?: string;
  itemListElement?: { name: string; item: string }[];
}
const jsonLd = (page: string): LdNode[] =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].flatMap((m) => JSON.parse(m[1]) as LdNode | LdNode[]);
/** The page's place in the site as its breadcrumb trail says: the last item's name and address. */
const lastCrumb = (nodes: LdNode[]) => nodes.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement?.at(-1);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kriyon-entry-'));
  for (const item of COPIED) cpSync(path.join(root, item), path.join(dir, item), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const content = path.join(dir, 'src/content');

  let industry = readFileSync(path.join(content, 'industries/retail.yaml'), 'utf8');
  industry = setKey(setKey(setKey(industry, 'name', fixture.industry.name), 'shortName', fixture.industry.shortName), 'order', 99);
  writeFileSync(path.join(content, `industries/${fixture.industry.slug}.yaml`), industry);

  let service = readFileSync(path.join(content, 'services/cloud-migration.yaml'), 'utf8');
  service = setKey(setKey(service, 'name', fixture.service.name), 'order', 99);
  writeFileSync(path.join(content, `services/${fixture.service.slug}.yaml`), service);

  let article = readFileSync(path.join(content, 'insights/legacy-modernisation-playbook.md'), 'utf8');
  article = setKey(article, 'title', fixture.article.title);
  writeFileSync(path.join(content, `insights/${fixture.article.slug}.md`), article);

  execFileSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'pipe',
  });
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a new entry is one data file', () => {
  const routes = {
    industry: `/training/${fixture.industry.slug}`,
    service: `/${fixture.service.slug}`,
    article: `/insights/${fixture.article.slug}`,
  };

  it.each(Object.entries(routes))('the new %s has its own page', (_kind, route) => {
    expect(existsSync(path.join(dir, 'dist', `${route.slice(1)}.html`)), route).toBe(true);
  });

  it('the sitemap lists all three', () => {
    const sitemap = readFileSync(path.join(dir, 'dist/sitemap-0.xml'), 'utf8');
    for (const route of Object.values(routes)) expect(sitemap).toContain(`${route}</loc>`);
  });

  it('the header and footer link to the new industry and service on every page', () => {
    for (const page of [html('/'), html('/about')]) {
      expect(page).toContain(`href="${routes.industry}"`);
      expect(page).toContain(`href="${routes.service}"`);
    }
  });

  it('the insights list shows the new article', () => {
    expect(html('/insights')).toContain(`href="${routes.article}"`);
  });

  it('the new article has a cover of its own, though it shares its topic with the article it was copied from', () => {
    /** The header's cover, from its opening tag to the end of the header, with the article's own slug taken out. */
    const cover = (slug: string) => {
      const page = html(`/insights/${slug}`);
      const start = page.indexOf(`data-cover="${slug}"`);
      expect(start, `/insights/${slug} has a cover`).toBeGreaterThan(0);
      return page.slice(page.lastIndexOf('<svg', start), page.indexOf('</header>', start)).replaceAll(slug, '…');
    };
    const [copy, template] = [cover(fixture.article.slug), cover('legacy-modernisation-playbook')];
    expect(copy.match(/data-cover-theme="(\w+)"/)?.[1]).toBe(template.match(/data-cover-theme="(\w+)"/)?.[1]);
    expect(copy).not.toBe(template);
  });

  it.each(Object.entries(routes))('the new %s has its own social card', (_kind, route) => {
    const image = metaContent(html(route), 'og:image');
    expect(new URL(image!).pathname).toBe(`/social${route}.png`);
    expect(pngSize(readFileSync(siteFile(image!, path.join(dir, 'dist'))))).toEqual({ width: 1200, height: 630 });
  });

  it('each new page carries structured data that names it', () => {
    const industry = jsonLd(html(routes.industry));
    expect(lastCrumb(industry)?.name).toBe(fixture.industry.shortName);
    expect(lastCrumb(industry)?.item.endsWith(routes.industry)).toBe(true);
    expect(industry.filter((n) => n['@type'] === 'Course').length).toBeGreaterThan(0);
    expect(jsonLd(html(routes.service)).some((n) => n['@type'] === 'Service' && n.name === fixture.service.name)).toBe(true);
    expect(jsonLd(html(routes.article)).some((n) => n['@type'] === 'Article' && n.headline === fixture.article.title)).toBe(true);
  });
});
