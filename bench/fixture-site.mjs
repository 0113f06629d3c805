// @ts-check
/**
 * A copy of the project with more content than the site has today, made from the content it has:
 * articles (one a week going back from the oldest, across the categories, each made from an article
 * of its category) and job openings (each made from an opening of its department). Used by the scale
 * run (bench/scale.mjs) and by the archive's browser tests (tests/e2e/insights-archive.spec.ts), so
 * both follow the schemas as they change. Nothing it writes is committed: the copy lives in a
 * temporary folder, with node_modules linked from this checkout.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';

/** What a build needs, and what serves and measures it. */
const COPIED = ['src', 'public', 'scripts', 'server', 'bench', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

/** A copy of the project at `root` in a new temporary folder; `node_modules` is a link to root's. */
export function copyProject(root, prefix = 'kriyon-fixture-') {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const item of COPIED)
    cpSync(path.join(root, item), path.join(dir, item), { recursive: true, filter: (src) => !src.includes(`${path.sep}.tmp`) });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

export const removeProject = (dir) => rmSync(dir, { recursive: true, force: true });

/** The same numbers on every run (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SECTORS = ['BFSI', 'Healthcare', 'Technology', 'Manufacturing', 'Retail', 'Education', 'Government', 'Consulting'];
/** Headlines by category (the launch categories); `{sector}` is one of SECTORS. Others get GENERIC. */
const HEADLINES = {
  'AI Training': ['Making AI Training Stick in {sector}', 'What {sector} Teams Learn First About AI', 'A Role-Based AI Programme for {sector}'],
  'AI Strategy': ['Where AI Pays Back in {sector}', 'Choosing AI Use Cases in {sector}', 'The Real Cost of an AI Pilot in {sector}'],
  Modernisation: ['Modernising Core Systems in {sector}', 'A Staged PEGA Migration in {sector}', 'Retiring Legacy Screens in {sector}'],
  Talent: ['Hiring Job-Ready Engineers for {sector}', 'From Campus to Client Work in {sector}', 'Building a Bench for {sector} Projects'],
};
const GENERIC = ['Field Notes from {sector}', 'What We Measured in {sector}'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** An article file's front matter (parsed) and its body. */
function readArticle(file) {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  return { data: /** @type {Record<string, any>} */ (parse(match[1])), body: match[2] };
}

const day = 24 * 60 * 60 * 1000;
const isoDay = (date) => date.toISOString().slice(0, 10);

/**
 * Adds `count` articles to the project in `dir`: one a week going back from the day before the oldest
 * article, each in a category of the list in insights.yaml (weighted, so the categories differ in
 * size), with the body, figures and summary of an existing article of that category and a headline of
 * its own. Returns what it wrote, newest first.
 */
export function generateArticles(dir, count, { seed = 27 } = {}) {
  const folder = path.join(dir, 'src/content/insights');
  const existing = readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({ slug: f.replace(/\.md$/, ''), ...readArticle(path.join(folder, f)) }));
  const categories = /** @type {{ categories: { name: string }[] }} */ (
    parse(readFileSync(path.join(dir, 'src/content/pages/insights.yaml'), 'utf8'))
  ).categories.map((c) => c.name);
  const next = random(seed);
  // Weights 4, 3, 2, 2, then 1: the categories differ in size, as they will.
  const weights = categories.map((_, i) => [4, 3, 2, 2][i] ?? 1);
  const pickCategory = () => {
    let r = next() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < categories.length; i++) if ((r -= weights[i]) < 0) return categories[i];
    return categories[0];
  };
  const oldest = Math.min(...existing.map((a) => new Date(a.data.date).getTime()));
  const taken = new Set(existing.map((a) => a.slug));
  const written = [];
  for (let i = 0; i < count; i++) {
    const category = pickCategory();
    const templates = existing.filter((a) => a.data.category === category);
    const template = (templates.length ? templates : existing)[Math.floor(next() * (templates.length || existing.length))];
    const date = new Date(oldest - (i + 1) * 7 * day);
    const pool = HEADLINES[category] ?? GENERIC;
    const headline = pool[Math.floor(next() * pool.length)].replace('{sector}', SECTORS[Math.floor(next() * SECTORS.length)]);
    let title = `${headline}: ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
    if (taken.has(slugify(title))) title = `${headline}: ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
    const slug = slugify(title);
    taken.add(slug);
    // A copy keeps its template's fields but not its dated note of moved figures, which belongs to that article.
    /** @type {Record<string, unknown>} */
    const data = { ...template.data, title, category, date: isoDay(date) };
    delete data.moved;
    const front = stringify(data).trimEnd();
    writeFileSync(path.join(folder, `${slug}.md`), `---\n${front}\n---\n${template.body}`);
    written.push({ slug, title, category, date: isoDay(date) });
  }
  return written;
}

/**
 * Adds `count` openings to src/content/jobs.yaml in `dir`: the departments in turn, each opening made
 * from one of its department (new id, title, location, package and dates), open for three months
 * from a posting date in the last eight weeks.
 */
export function generateJobs(dir, count, { seed = 60, today = new Date() } = {}) {
  const file = path.join(dir, 'src/content/jobs.yaml');
  const jobs = /** @type {Record<string, any>[]} */ (parse(readFileSync(file, 'utf8')));
  const departments = [...new Set(jobs.map((j) => j.department))];
  const next = random(seed);
  const ids = new Set(jobs.map((j) => j.id));
  const added = [];
  for (let i = 0; i < count; i++) {
    const department = departments[i % departments.length];
    const mine = jobs.filter((j) => j.department === department);
    const template = mine[Math.floor(next() * mine.length)];
    const n = i + 1;
    let id = `${template.id}-${n}`;
    while (ids.has(id)) id = `${id}-x`;
    ids.add(id);
    const min = 10 + Math.floor(next() * 31);
    const max = Math.min(50, min + 2 + Math.floor(next() * 9));
    const posted = new Date(today.getTime() - Math.floor(next() * 56) * day);
    added.push({
      ...template,
      id,
      title: `${template.title} (${['Banking', 'Insurance', 'Public Sector', 'Retail', 'Healthcare'][i % 5]} team ${Math.ceil(n / 5)})`,
      location: next() < 0.5 ? 'Hyderabad / Remote' : 'Hyderabad',
      package: { min, max },
      datePosted: isoDay(posted),
      validThrough: isoDay(new Date(posted.getTime() + 90 * day)),
    });
  }
  writeFileSync(
    file,
    stringify([...jobs.map((j) => ({ ...j, datePosted: isoDay(new Date(j.datePosted)), validThrough: isoDay(new Date(j.validThrough)) })), ...added]),
  );
  return added;
}

/** `npm run build` in `dir` (its own dist/ and .build/); throws with the build's output if it fails. */
export function buildProject(dir) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`The build in ${dir} failed:\n${(result.stdout + result.stderr).split('\n').slice(-40).join('\n')}`);
  return Date.now() - started;
}
