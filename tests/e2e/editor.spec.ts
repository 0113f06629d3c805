import { test, expect } from './server-fixture';
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { parse } from 'yaml';
import { jsonLd, siteCopy } from '../site-copy';
import { parseHtml } from './built-html';
import { field, fill, openEditor, openEntry, save, savedBytes, savedFile, savedFolder, upload } from './editor';

/** A new entry's file name, as the editor makes it from its title. */
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const originalJobs = parse(readFileSync('src/content/jobs.yaml', 'utf8')) as { id: string; title: string }[];
/** The About timeline as it is: a new milestone goes after its last year, at the next place of the list. */
const milestones = (parse(readFileSync('src/content/pages/about.yaml', 'utf8')) as { timeline: { items: { year: number }[] } }).timeline.items;
const next = milestones.length;

test.use({ screenshot: 'only-on-failure' });

const edit = {
  office: { name: 'Bengaluru', city: 'Bengaluru' },
  role: { id: 'enterprise-sales-lead', title: 'Enterprise Sales Lead', department: 'Consulting' },
  closed: 'PEGA Certified Trainer',
  article: {
    title: 'What Airports Learn When They Put AI on the Apron',
    category: 'AI Strategy',
    slug: 'what-airports-learn-when-they-put-ai-on-the-apron',
  },
  clients: 250,
  team: { name: 'Ravi Shankar', photo: 'ravi-shankar.jpg' },
  milestone: { year: milestones.at(-1)!.year + 1, title: 'A second office opens in Bengaluru' },
  study: {
    title: 'Shorter aircraft turnarounds for a private airport operator',
    industry: 'Technology',
    results: ['Faster turnarounds', 'Fewer late departures', 'Crew trained'],
  },
};

test('a year of edits through the forms', async ({ page, context, origin }) => {
  test.setTimeout(240_000);
  const editor = await openEditor(page, context, origin);

  await test.step('a new office on the careers page', async () => {
    await openEntry(page, origin, 'pages/entries/careers');
    await (await field(page, 'locations')).getByRole('button', { name: /^Add/ }).click();
    await fill(page, 'locations.2.name', edit.office.name);
    await fill(page, 'locations.2.city', edit.office.city);
    await save(page);
  });

  await test.step('a role in the new office, and one closed', async () => {
    await openEntry(page, origin, 'jobs/entries/jobs');
    await page.getByRole('button', { name: /Add.*Job opening/ }).click();
    const at = 'items.19';
    await fill(page, `${at}.id`, edit.role.id);
    await fill(page, `${at}.title`, edit.role.title);
    await (await field(page, `${at}.department`)).getByRole('radio', { name: edit.role.department }).check();
    await (await field(page, `${at}.location`)).getByRole('radio', { name: edit.office.name, exact: true }).check();
    await fill(page, `${at}.experience.min`, 6);
    await fill(page, `${at}.experience.max`, 10);
    await fill(page, `${at}.package.min`, 24);
    await fill(page, `${at}.package.max`, 32);
    await fill(page, `${at}.datePosted`, '2026-11-20');
    await fill(page, `${at}.validThrough`, '2027-02-28');
    await fill(
      page,
      `${at}.description`,
      'Open and grow our enterprise accounts in Karnataka. You know how large companies buy training and consulting.',
    );
    for (const [i, skill] of ['Enterprise sales', 'Account planning'].entries()) {
      await (await field(page, `${at}.skills`)).getByRole('button', { name: /^Add/ }).click();
      await fill(page, `${at}.skills.${i}`, skill);
    }
    // The closed role's row: by its summary line when folded, by its fields when open.
    const index = originalJobs.findIndex((job) => job.title === edit.closed);
    const row = page.locator('div.item').filter({ has: page.locator(`section.field[data-key-path="items.${index}.id"]`) });
    await page
      .locator('div.item')
      .filter({ hasText: edit.closed })
      .or(row)
      .first()
      .locator('> .header')
      .getByRole('button', { name: 'Remove' })
      .click();
    await save(page);
  });

  await test.step('an article in a category', async () => {
    await openEntry(page, origin, 'insights/new');
    await fill(page, 'title', edit.article.title);
    await fill(
      page,
      'description',
      'Airports that trained their ground teams first put a turnaround model live in six weeks. Here is what they did.',
    );
    await (await field(page, 'category')).getByRole('radio', { name: edit.article.category }).check();
    await fill(page, 'date', '2026-11-20');
    await fill(page, 'readTime', 3);
    await fill(page, 'impact', '6 weeks to a live turnaround model');
    const body = (await field(page, 'body')).locator('[contenteditable="true"]');
    await body.click();
    await page.keyboard.type('Airports run on minutes. The teams that gained most trained their ground staff before the first model went live.');
    await save(page);
  });

  await test.step('a figure stated on many pages', async () => {
    await openEntry(page, origin, 'claims/entries/claims');
    await (await field(page, 'clients')).getByRole('button', { name: 'Expand' }).first().click();
    await fill(page, 'clients.amount', edit.clients);
    await save(page);
  });

  await test.step('a milestone on the About timeline', async () => {
    await openEntry(page, origin, 'pages/entries/about');
    await (await field(page, 'timeline.items')).getByRole('button', { name: /^Add/ }).click();
    await fill(page, `timeline.items.${next}.year`, edit.milestone.year);
    await fill(page, `timeline.items.${next}.title`, edit.milestone.title);
    await fill(page, `timeline.items.${next}.description`, 'We open a second office to work closer to clients in Karnataka.');
    await save(page);
  });

  await test.step('a case study with three results', async () => {
    await openEntry(page, origin, 'case-studies/new');
    await fill(page, 'title', edit.study.title);
    await fill(page, 'order', 9);
    const industry = await field(page, 'industry');
    await industry.getByRole('combobox').click();
    await page.getByRole('option', { name: edit.study.industry }).click();
    await fill(page, 'company', 'Private airport operator');
    await fill(
      page,
      'challenge',
      'Aircraft waited at the gate while ground crews, fuel and catering were scheduled by radio and paper, and delays spread through the day.',
    );
    await fill(
      page,
      'solution',
      'We trained the operations team in our technology programme and built with them a turnaround model that plans each crew and vehicle.',
    );
    for (const [i, label] of edit.study.results.entries()) {
      await (await field(page, 'results')).getByRole('button', { name: /^Add/ }).click();
      await fill(page, `results.${i}.value`, ['12 min', '30%', '140'][i]);
      await fill(page, `results.${i}.label`, label);
    }
    // The engagement's length as numbers and a unit; the page writes "7 months, 2026".
    await fill(page, 'timeline.from', 7);
    await (await field(page, 'timeline.unit')).getByRole('radio', { name: 'month', exact: true }).check();
    await fill(page, 'year', 2026);
    await (await field(page, 'services')).getByRole('button', { name: /^Add/ }).click();
    await fill(page, 'services.0', 'AI training');
    await save(page);
  });

  await test.step('a team member with a photo, uploaded', async () => {
    await openEntry(page, origin, 'proof/entries/proof');
    await (await field(page, 'team')).getByRole('button', { name: /^Add/ }).click();
    await fill(page, 'team.0.name', edit.team.name);
    await fill(page, 'team.0.role', 'Chief Technology Officer');
    await fill(page, 'team.0.bio', 'Ravi leads our engineering and AI delivery teams. Before Kriyon he built lending platforms for two banks.');
    const photo = await sharp({ create: { width: 480, height: 600, channels: 3, background: '#1e3a8a' } })
      .jpeg()
      .toBuffer();
    await upload(page, 'team.0.photo', { name: edit.team.photo, mimeType: 'image/jpeg', buffer: photo });
    await save(page);
  });

  // What the editor wrote, built as the live site would build it, in a copy of the site.
  const files = ['src/content/pages/careers.yaml', 'src/content/jobs.yaml', 'src/content/claims.yaml', 'src/content/pages/about.yaml'];
  files.push(`src/content/insights/${edit.article.slug}.md`, `src/content/case-studies/${slug(edit.study.title)}.yaml`, 'src/content/proof.yaml');
  const site = siteCopy();
  site.create();
  try {
    for (const file of files) {
      const text = await savedFile(page, file);
      expect(text, `the editor saved ${file}`).not.toBe('');
      site.write(file.replace('src/content/', ''), text);
    }
    expect(await savedFolder(page, 'src/content/case-studies')).toHaveLength(4);
    // The picture lands beside proof.yaml, named as Astro's image() reads it.
    expect(await savedFile(page, 'src/content/proof.yaml')).toContain(`photo: ./proof/${edit.team.photo}`);
    mkdirSync(site.file('proof'), { recursive: true });
    site.write(`proof/${edit.team.photo}`, await savedBytes(page, `src/content/proof/${edit.team.photo}`));
    await test.step('the site built from the saved files shows every change', () => {
      site.run(['build']);
      const careers = site.text('/careers');
      expect(careers).toContain(edit.role.title);
      expect(careers).toContain(edit.office.name);
      expect(careers).not.toContain(edit.closed);
      const sales = jsonLd(site.html('/careers')).find((n) => n.identifier?.value === edit.role.id);
      expect(sales?.jobLocation?.address?.addressLocality).toBe(edit.office.city);
      expect(site.text(`/insights/${edit.article.slug}`)).toContain(edit.article.title);
      expect(site.html('/insights/category/ai-strategy')).toContain(`href="/insights/${edit.article.slug}"`);
      expect(site.text('/about')).toContain(`${edit.clients}+ enterprise clients`);
      expect(site.text('/about')).toContain(edit.milestone.title);
      const studies = site.text('/case-studies');
      expect(studies).toContain(edit.study.title);
      for (const result of edit.study.results) expect(studies).toContain(result);
      const portrait = parseHtml(site.html('/about')).querySelector(`picture img[alt*="${edit.team.name}"]`)?.closest('picture');
      expect(portrait, 'the team photo is a picture on /about').toBeTruthy();
      expect([...portrait!.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    });
  } finally {
    site.remove();
  }
  expect(await editor.violations()).toEqual([]);
  expect(editor.outside).toEqual([]);
});
