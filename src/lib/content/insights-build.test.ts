/**
 * The archive's checks stop a real build, with a message an editor can act on, and they run when the
 * content is read: a build that finds the content store already filled (here by `astro sync`, as a
 * second build or `astro dev` would) still catches an article whose category was taken off the list
 * after the article was last validated.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, removeProject } from '../../../bench/fixture-site.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const astro = (dir: string, command: string) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), command], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
  });

let dir = '';
const categoriesFile = () => path.join(dir, 'src/content/pages/insights.yaml');
let categories = '';

beforeAll(() => {
  dir = copyProject(root, 'kriyon-archive-checks-');
  categories = readFileSync(categoriesFile(), 'utf8');
  const sync = astro(dir, 'sync');
  expect(sync.status, sync.stderr).toBe(0);
}, 120_000);

afterAll(() => {
  if (dir) removeProject(dir);
});

describe('a build of content the archive cannot list', () => {
  it('stops when an article names a category that was taken off the list, naming the file, the field and the list', () => {
    // Take "Talent" off the list; the article that uses it is not touched, so its entry is not validated again.
    writeFileSync(categoriesFile(), categories.replace(/^ {2}- name: Talent\n {4}description: .*\n/m, ''));
    expect(readFileSync(categoriesFile(), 'utf8')).not.toContain('name: Talent');
    const build = astro(dir, 'build');
    const output = build.stdout + build.stderr;
    expect(build.status).not.toBe(0);
    expect(output).toContain('The insights archive cannot be built');
    expect(output).toContain(
      'src/content/insights/billable-ready-talent-in-90-days.md: its "category" is "Talent", which is not an insight category. Use one of "AI Training", "AI Strategy", "Modernisation", or add it to the "categories" list in src/content/pages/insights.yaml',
    );
  }, 180_000);

  it('stops when an article file takes an address of the archive', () => {
    writeFileSync(categoriesFile(), categories);
    const article = readFileSync(path.join(dir, 'src/content/insights/legacy-modernisation-playbook.md'), 'utf8');
    writeFileSync(path.join(dir, 'src/content/insights/category.md'), article);
    const build = astro(dir, 'build');
    const output = build.stdout + build.stderr;
    expect(build.status).not.toBe(0);
    expect(output).toContain('src/content/insights/category.md: the file name gives the article the address /insights/category');
  }, 180_000);
});
