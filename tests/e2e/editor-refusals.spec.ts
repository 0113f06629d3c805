import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { CLOSES_AFTER_OPENS } from '../../src/lib/job-dates';
import { PACKAGE_LPA } from '../../src/lib/jobs';
import { test, expect } from './server-fixture';
import { field, fill, openEditor, openEntry, savedFile } from './editor';

/**
 * Mistakes an editor can make in the job openings, refused by the form before anything is written, with the reason
 * where the mistake is: the build's own words where the build has words of its own (the package range, the dates).
 */

test.use({ screenshot: 'only-on-failure' });

const JOBS = 'src/content/jobs.yaml';
const jobs = readFileSync(JOBS, 'utf8');
const departments = (parse(readFileSync('src/content/pages/careers.yaml', 'utf8')) as { departments: string[] }).departments;
const count = (parse(jobs) as unknown[]).length;

test('bad input is refused by the form with the reason, and nothing is written', async ({ page, context, origin }) => {
  test.setTimeout(120_000);
  const editor = await openEditor(page, context, origin);
  const saveButton = page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' });
  /** Tries to save: the editor stays open, says `reason` (in the field, or in a dialog), and the file is as it was. */
  const refused = async (reason: string | RegExp, where?: string) => {
    await saveButton.click();
    if (where) await expect((await field(page, where)).getByRole('alert')).toContainText(reason);
    else {
      await expect(page.getByRole('alertdialog')).toContainText(reason);
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    }
    await expect(saveButton).toBeVisible();
    expect(await savedFile(page, JOBS), 'nothing is written').toBe(jobs);
  };
  await openEntry(page, origin, 'jobs/entries/jobs');

  await test.step('a 60 LPA package', async () => {
    await fill(page, 'items.0.package.max', 60);
    await refused(PACKAGE_LPA.message, 'items.0.package.max');
    await fill(page, 'items.0.package.max', 12);
  });

  await test.step('a missing title', async () => {
    await fill(page, 'items.0.title', '');
    await refused('This field is required.', 'items.0.title');
    await fill(page, 'items.0.title', 'PEGA Graduate Trainee');
  });

  await test.step('a department outside the list: the form offers only the listed ones, and a role needs one', async () => {
    await page.getByRole('button', { name: /Add.*Job opening/ }).click();
    const department = await field(page, `items.${count}.department`);
    await expect(department.getByRole('radio')).toHaveCount(departments.length);
    for (const name of departments) await expect(department.getByRole('radio', { name, exact: true })).toBeVisible();
    await expect(department.getByRole('textbox')).toHaveCount(0);
    await refused('This field is required.', `items.${count}.department`);
    await page
      .locator('div.item')
      .filter({ has: page.locator(`section.field[data-key-path="items.${count}.id"]`) })
      .locator('> .header')
      .getByRole('button', { name: 'Remove' })
      .click();
  });

  await test.step('a role that closes before it opens, refused by the save rule in the words of the build', async () => {
    await fill(page, 'items.0.validThrough', '2026-01-01');
    await refused(`pega-graduate-trainee: ${CLOSES_AFTER_OPENS}`);
  });

  expect(await editor.violations()).toEqual([]);
  expect(editor.outside).toEqual([]);
});
