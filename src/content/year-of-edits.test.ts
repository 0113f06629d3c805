/**
 * A year of an editor's changes, made to a copy of the site as the marketing team would make them:
 * roles added and closed (one in a new department and a new office), a milestone, a case study with
 * three results, a new industry, service page and policy, an article, a new marketplace category and
 * tool, and a changed figure. The copy's content cache is filled first (`astro sync`, as the launch
 * build would leave it), then the edits are made and the site is built once in the same folder, so a
 * stale cache would show. Each change must show where a visitor looks for it, with no code edit. The
 * running editor server (`astro dev`) shows a changed figure at once; and the mistakes an editor can
 * make stop the build with the file and the field named.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { metaContent, parseHtml, pngSize, siteFile } from '../../tests/e2e/built-html';
import { addProof, proof } from '../../tests/proof-fixture';
import { astro, env, jsonLd, lastCrumb, setKey, siteCopy } from '../../tests/site-copy';

const site = siteCopy();
const { read, write, editYaml, run, failure, html, text } = site;

type Job = { id: string; title: string; department: string; location: string; datePosted: string | Date; validThrough: string | Date };
type Careers = { departments: string[]; locations: { name: string; city: string; remote?: boolean }[] };

const edits = {
  industry: { slug: 'aviation', name: 'Aviation & Airports', shortName: 'Aviation' },
  service: { slug: 'data-platforms', name: 'Data Platforms' },
  article: {
    slug: 'what-airports-learn-from-ai',
    title: 'What Airports Learn When They Put AI on the Apron',
    category: 'Responsible AI',
    impact: '6 weeks to a live turnaround model',
  },
  policy: { slug: 'accessibility-statement', label: 'Accessibility', title: 'Accessibility Statement' },
  caseStudy: { slug: 'airport-turnaround-analytics', title: 'Shorter aircraft turnarounds for a private airport operator' },
  milestone: { year: 2027, title: 'A second office opens in Bengaluru' },
  roles: [
    { id: 'enterprise-sales-lead', title: 'Enterprise Sales Lead', department: 'Sales', location: 'Bengaluru' },
    { id: 'ai-solutions-engineer', title: 'AI Solutions Engineer', department: 'Consulting', location: 'Hyderabad / Remote' },
  ],
  closed: 'pega-certified-trainer',
  tool: { id: 'policy-guard', name: 'PolicyGuard AI', category: 'Security' },
  clients: 250,
};

beforeAll(async () => {
  site.create();
  // The content cache as the launch build leaves it.
  run(['sync']);

  // Roles: two added (one in a new department and a new office, listed first), one closed.
  editYaml<Careers>('pages/careers.yaml', (careers) => {
    careers.departments.push('Sales');
    careers.locations.push({ name: 'Bengaluru', city: 'Bengaluru' });
  });
  editYaml<Job[]>('jobs.yaml', (jobs) => {
    const template = jobs.find((j) => j.id === 'ai-consultant')!;
    return [...jobs.filter((j) => j.id !== edits.closed), ...edits.roles.map((role) => ({ ...template, ...role }))];
  });
  // A milestone for the new year.
  editYaml<{ timeline: { items: { year: number; title: string; description: string }[] } }>('pages/about.yaml', (about) => {
    about.timeline.items.push({ ...edits.milestone, description: 'We open a second office to work closer to clients in Karnataka.' });
  });
  // A case study with three results.
  const study = parse(read('case-studies/state-citizen-services.yaml')) as { title: string; order: number; results: unknown[] };
  write(
    `case-studies/${edits.caseStudy.slug}.yaml`,
    stringify({ ...study, title: edits.caseStudy.title, order: 9, results: study.results.slice(0, 3) }),
  );
  // A new industry, service page, article and policy: one file each, copied from one that exists.
  let industry = read('industries/retail.yaml');
  industry = setKey(setKey(setKey(industry, 'name', edits.industry.name), 'shortName', edits.industry.shortName), 'order', 99);
  write(`industries/${edits.industry.slug}.yaml`, industry);
  write(`services/${edits.service.slug}.yaml`, setKey(setKey(read('services/cloud-migration.yaml'), 'name', edits.service.name), 'order', 99));
  // An article in a new category: the category goes on the list first.
  editYaml<{ categories: { name: string; description: string }[] }>('pages/insights.yaml', (page) => {
    page.categories.push({ name: edits.article.category, description: 'How to put AI to work safely, fairly and within the rules that apply.' });
  });
  let article = setKey(setKey(read('insights/legacy-modernisation-playbook.md'), 'title', edits.article.title), 'date', '2026-11-20');
  article = setKey(setKey(article, 'category', edits.article.category), 'impact', edits.article.impact);
  write(`insights/${edits.article.slug}.md`, article);
  let policy = read('legal/cookie-policy.md');
  policy = setKey(setKey(setKey(policy, 'label', edits.policy.label), 'order', 6), 'title', edits.policy.title);
  write(`legal/${edits.policy.slug}.md`, policy);
  // A marketplace category and a tool in it.
  editYaml<{ categories: string[] }>('pages/marketplace.yaml', (page) => {
    page.categories.push(edits.tool.category);
  });
  editYaml<{ id: string; name: string; category: string; order: number }[]>('tools.yaml', (tools) => [
    ...tools,
    { ...tools[0], ...edits.tool, order: 7 },
  ]);
  // A figure stated on many pages.
  editYaml<Record<string, { amount: number }>>('claims.yaml', (claims) => {
    claims.clients.amount = edits.clients;
  });

  // Proof, once the company has it: a testimonial with a portrait, two client logos, a team member.
  await addProof(site);

  run(['build']);
}, 300_000);

afterAll(() => site.remove());

describe('a year of edits, built once in the folder of the launch build', () => {
  const routes = {
    industry: `/training/${edits.industry.slug}`,
    service: `/${edits.service.slug}`,
    article: `/insights/${edits.article.slug}`,
    policy: `/${edits.policy.slug}`,
  };

  it('the changed figure shows on every page that states it, with no cache to clear', () => {
    expect(text('/about')).toContain(`${edits.clients}+ enterprise clients`);
    // The home page states it once, in the hero's ledger as a figure beside its label, and states no other "200+".
    expect(text('/').match(new RegExp(`${edits.clients}\\+[^0-9]{0,5}Enterprise clients`, 'g'))).toHaveLength(1);
    expect(text('/')).not.toContain('200+');
  });

  it('careers: the new roles (one in a new department and office) are listed and filterable, the closed one is gone', () => {
    const page = text('/careers');
    for (const role of edits.roles) expect(page).toContain(role.title);
    expect(page).toContain('Bengaluru');
    expect(html('/careers')).toContain('href="#dept-sales"');
    expect(page).not.toContain('PEGA Certified Trainer');
    expect(metaContent(html('/careers'), 'description')).toMatch(/\b20 openings\b/);
    const sales = jsonLd(html('/careers')).find((n) => n['@type'] === 'JobPosting' && n.identifier?.value === 'enterprise-sales-lead');
    expect(sales?.jobLocation?.address?.addressLocality).toBe('Bengaluru');
  });

  it('about: the new milestone closes the timeline', () => {
    const page = text('/about');
    expect(page).toContain(edits.milestone.title);
    expect(page.indexOf(edits.milestone.title)).toBeGreaterThan(page.indexOf('2026'));
  });

  it('case studies: the new study shows with its three results', () => {
    const page = html('/case-studies');
    const start = page.lastIndexOf('<article', page.indexOf(edits.caseStudy.title));
    const card = page.slice(start, page.indexOf('</article>', start));
    expect(start).toBeGreaterThan(0);
    for (const result of ['Faster grievance resolution', 'Less reporting effort', 'Officers trained']) expect(card).toContain(result);
    expect(card).not.toContain('Languages supported');
  });

  it.each(Object.entries(routes))('the new %s has its own page, in the sitemap', (_kind, route) => {
    expect(existsSync(site.dist(`${route.slice(1)}.html`)), route).toBe(true);
    expect(readFileSync(site.dist('sitemap-0.xml'), 'utf8')).toContain(`${route}</loc>`);
  });

  it('the header and footer link to the new industry, service and policy on every page', () => {
    for (const page of [html('/'), html('/about')]) {
      expect(page).toContain(`href="${routes.industry}"`);
      expect(page).toContain(`href="${routes.service}"`);
      expect(page).toContain(`href="${routes.policy}"`);
    }
  });

  it('the new category has its list page with the new article, and a filter link on the insights list', () => {
    const category = '/insights/category/responsible-ai';
    expect(html(category)).toContain(`href="${routes.article}"`);
    expect(html('/insights')).toContain(`href="${category}"`);
    expect(readFileSync(site.dist('sitemap-0.xml'), 'utf8')).toContain(`${category}</loc>`);
  });

  it('the insights list shows the new article first, as the newest', () => {
    const list = html('/insights');
    expect(list).toContain(`href="${routes.article}"`);
    expect(list.indexOf(`href="${routes.article}"`)).toBeLessThan(list.indexOf('href="/insights/', list.indexOf(`href="${routes.article}"`) + 1));
  });

  it('the marketplace shows the new category and the tool in it', () => {
    expect(text('/ai-marketplace')).toContain(edits.tool.name);
    expect(text('/ai-marketplace')).toContain(edits.tool.category);
  });

  it('the new article draws its own figure on its page, and its card gives its key impact, though its other words are copied from another article', () => {
    const cover = (route: string, slug: string) => {
      const page = html(route);
      const start = page.indexOf(`data-cover="${slug}"`);
      expect(start, `${route} draws the cover of ${slug}`).toBeGreaterThan(0);
      return page.slice(page.lastIndexOf('<svg', start), page.indexOf('</svg>', start)).replaceAll(slug, '…');
    };
    const [copy, template] = [
      cover(routes.article, edits.article.slug),
      cover('/insights/legacy-modernisation-playbook', 'legacy-modernisation-playbook'),
    ];
    expect(copy).toContain('data-cover-kind="time"');
    expect(copy).not.toBe(template);
    expect(text(routes.article)).toContain(edits.article.impact);
    expect(text('/insights'), 'the list card gives its key impact').toContain(edits.article.impact);
  });

  it.each(Object.entries(routes))('the new %s has its own social card', (_kind, route) => {
    const image = metaContent(html(route), 'og:image');
    expect(new URL(image!).pathname).toBe(`/social${route}.png`);
    expect(pngSize(readFileSync(siteFile(image!, site.dist(''))))).toEqual({ width: 1200, height: 630 });
  });

  it('each new page carries structured data that names it', () => {
    const industry = jsonLd(html(routes.industry));
    expect(lastCrumb(industry)?.name).toBe(edits.industry.shortName);
    expect(lastCrumb(industry)?.item.endsWith(routes.industry)).toBe(true);
    expect(industry.filter((n) => n['@type'] === 'Course').length).toBeGreaterThan(0);
    expect(jsonLd(html(routes.service)).some((n) => n['@type'] === 'Service' && n.name === edits.service.name)).toBe(true);
    expect(jsonLd(html(routes.article)).some((n) => n['@type'] === 'Article' && n.headline === edits.article.title)).toBe(true);
  });
});

describe('proof the company adds as content has its place, with pictures made for the web', () => {
  const doc = (route: string) => parseHtml(html(route));
  const { testimonial, team, clients } = proof;

  it.each(['/', '/case-studies', '/training/bfsi'])('%s quotes the testimonial with its name, role and organisation', (route) => {
    const quote = [...doc(route).querySelectorAll('blockquote')].find((q) => q.textContent?.includes(testimonial.quote));
    expect(quote, route).toBeTruthy();
    const figure = quote!.closest('figure')!;
    for (const part of [testimonial.name, testimonial.role, testimonial.organisation]) expect(figure.textContent).toContain(part);
  });

  it("an industry page shows only its own industry's testimonials", () => {
    expect(text('/training/retail')).not.toContain(testimonial.quote);
  });

  it.each(['/', '/case-studies'])('%s shows every client logo, named by its alt text', (route) => {
    const names = [...doc(route).querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    for (const client of clients) expect(names).toContain(client.name);
  });

  it('about introduces the team member after the founder, with a profile link that opens in a new tab', () => {
    const page = doc('/about');
    const heading = [...page.querySelectorAll('h3')].find((h) => h.textContent === team.name);
    expect(heading).toBeTruthy();
    const card = heading!.closest('li')!;
    expect(card.textContent).toContain(team.role);
    const link = card.querySelector(`a[href="${team.profile}"]`);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(text('/about').indexOf(team.name)).toBeGreaterThan(text('/about').indexOf('Founder and Chief Executive Officer'));
  });

  it('photos are pictures: AVIF and WebP at several widths, never upscaled, their box reserved, loaded lazily', () => {
    for (const [route, name] of [
      ['/about', team.name],
      ['/', testimonial.name],
    ] as const) {
      const img = [...doc(route).querySelectorAll('picture img')].find(
        (i) => i.getAttribute('alt')?.includes(name) || i.closest('figure, li')?.textContent?.includes(name),
      )!;
      expect(img, `${route}: ${name}`).toBeTruthy();
      const sources = [...img.closest('picture')!.querySelectorAll('source')];
      expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
      for (const source of sources) {
        const widths = source
          .getAttribute('srcset')!
          .split(',')
          .map((c) => Number(c.trim().split(/\s+/)[1]?.replace('w', '')));
        expect(widths.length, `${route} ${source.getAttribute('type')} widths`).toBeGreaterThan(1);
        expect(Math.max(...widths)).toBeLessThanOrEqual(route === '/about' ? 1000 : 480);
        expect(source.getAttribute('sizes')).toBeTruthy();
      }
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('loading')).toBe('lazy');
      const file = site.dist(img.getAttribute('src')!);
      expect(existsSync(file), img.getAttribute('src')!).toBe(true);
    }
  });

  it('the made photos are light: every AVIF and WebP under 60 KB', () => {
    const srcsets = [...doc('/about').querySelectorAll('picture source')].flatMap((s) =>
      s
        .getAttribute('srcset')!
        .split(',')
        .map((c) => c.trim().split(/\s+/)[0]),
    );
    expect(srcsets.length).toBeGreaterThan(2);
    for (const src of srcsets) expect(readFileSync(site.dist(decodeURIComponent(src))).length, src).toBeLessThan(60_000);
  });
});

describe('the editor server', () => {
  let server: ChildProcess | undefined;
  afterAll(() => server?.kill());

  it('shows a changed figure on the next request, with no cache to clear', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    server = spawn(process.execPath, [astro, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
      cwd: site.dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const about = async () => (await (await fetch(`http://127.0.0.1:${port}/about`)).text()).replace(/&nbsp;|\u00a0/g, ' ');
    const until = async (ok: (page: string) => boolean) => {
      for (let i = 0; i < 120; i++) {
        const page = await about().catch(() => '');
        if (ok(page)) return page;
        await new Promise((r) => setTimeout(r, 500));
      }
      return about();
    };
    const first = await until((p) => p.includes('enterprise clients'));
    expect(first, `the editor server said:\n${log}\n${first.replace(/<[^>]*>/g, ' ').slice(0, 2000)}`).toContain(
      `${edits.clients}+ enterprise clients`,
    );
    editYaml<Record<string, { amount: number }>>('claims.yaml', (claims) => {
      claims.clients.amount = 300;
    });
    expect(await until((p) => p.includes('300+ enterprise clients'))).toContain('300+ enterprise clients');
  }, 90_000);
});

describe('mistakes an editor can make stop the build, naming the file and the field', () => {
  /** Makes a change, runs `args`, puts the file back, and returns what the failed build said. */
  const broken = (name: string, change: (text: string) => string, args = ['sync']) => {
    const before = read(name);
    write(name, change(before));
    try {
      return failure(args);
    } finally {
      write(name, before);
    }
  };

  // Each runs `astro sync` in the copy: seconds, more on a busy machine.
  it('a job without its title', () => {
    const said = broken('jobs.yaml', (yaml) => yaml.replace(/^ {2}title: Enterprise Sales Lead\n/m, ''));
    expect(said).toMatch(/jobs/);
    expect(said).toMatch(/enterprise-sales-lead/);
    expect(said).toMatch(/title/);
  }, 30_000);

  it('a job that closes before it opens', () => {
    const said = broken('jobs.yaml', (yaml) =>
      stringify(
        (parse(yaml) as Job[]).map((j) => (j.id === 'enterprise-sales-lead' ? { ...j, datePosted: '2026-12-01', validThrough: '2026-11-01' } : j)),
      ),
    );
    expect(said).toMatch(/enterprise-sales-lead/);
    expect(said).toMatch(/validThrough must come after datePosted/);
  }, 30_000);

  it('a role in a department the careers page does not list', () => {
    const said = broken('pages/careers.yaml', (yaml) => yaml.replace(/^ {2}- Sales\n/m, ''), ['build']);
    expect(said).toContain(
      'src/content/jobs.yaml (enterprise-sales-lead): department "Sales" is not in the list departments in src/content/pages/careers.yaml',
    );
  }, 120_000);
});
