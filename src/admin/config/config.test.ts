import { getCollection, type CollectionKey } from 'astro:content';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { collections } from '@/content.config';
import { PACKAGE_LPA } from '@/lib/jobs';
import { PLACES } from './collections';
import { rangePattern, type EditorField } from './fields';
import { editorConfig, schemaOf } from './index';
import { toJson, type Json } from './json-schema';
import { siteEditorConfig } from './from-site';

/**
 * The editor's forms are made from the content schemas: every collection of src/content.config.ts has its place,
 * every field of every schema its form field with the schema's help and rules, and nothing else.
 */

const config = await siteEditorConfig({});
type Collection = (typeof config.collections)[number];
const fieldsOf = (c: Collection) => ('files' in c ? c.files.flatMap((f) => f.fields) : c.fields);

/** Every form field of the site's collection `name`, as the editor shows it. */
function formOf(name: string): EditorField[] {
  for (const place of PLACES) {
    const editor = config.collections.find((c) => c.name === place.name)!;
    if (place.kind === 'folder' && place.collection === name) return fieldsOf(editor).filter((f) => f.name !== 'body');
    if (place.kind === 'files') {
      const index = place.files.findIndex((f) => f.collection === name);
      if (index >= 0) return (editor as { files: { fields: EditorField[] }[] }).files[index].fields;
    }
  }
  throw new Error(`no form for ${name}`);
}

/** Each property of a schema against its form field, all the way down: the differences, as readable lines. */
function compare(json: Json, form: EditorField[], path: string, out: string[]) {
  const props = json.properties ?? {};
  const required = new Set(json.required ?? []);
  for (const [name, prop] of Object.entries(props)) {
    const f = form.find((x) => x.name === name);
    if (!f) {
      out.push(`${path}.${name}: no form field`);
      continue;
    }
    if (prop.description && f.hint !== prop.description) out.push(`${path}.${name}: help is not the schema's description`);
    if ((f.required !== false) !== required.has(name)) out.push(`${path}.${name}: required differs from the schema`);
    const rules: [string, unknown, unknown][] = [
      ['minlength', prop.minLength, f.minlength],
      ['maxlength', prop.maxLength, f.maxlength],
      ['list min', prop.minItems, prop.type === 'array' ? f.min : undefined],
      ['list max', prop.maxItems, prop.type === 'array' ? f.max : undefined],
    ];
    // A value picked from another collection's list is an item of that list, which carries its own limits.
    if (f.widget !== 'relation')
      for (const [rule, want, got] of rules) if (want !== got) out.push(`${path}.${name}: ${rule} ${String(got)}, the schema says ${String(want)}`);
    if (prop.pattern && !(f.pattern as string[] | undefined)?.[0]) out.push(`${path}.${name}: no pattern`);
    const item = prop.type === 'array' ? prop.items : prop;
    const sub = prop.type === 'array' ? (f.fields as EditorField[] | undefined) : (f.fields as EditorField[] | undefined);
    if (item?.properties && sub) compare(item, sub, `${path}.${name}`, out);
    else if (item?.properties) out.push(`${path}.${name}: an object without its fields`);
    const kinds = item?.oneOf ?? [];
    for (const kind of kinds) {
      const key = f.typeKey as string;
      const type = (f.types as { name: string; fields: EditorField[] }[]).find((t) => t.name === kind.properties?.[key]?.const);
      if (!type) out.push(`${path}.${name}: no form for the kind ${String(kind.properties?.[key]?.const)}`);
      else
        compare(
          { ...kind, properties: Object.fromEntries(Object.entries(kind.properties ?? {}).filter(([k]) => k !== key)) },
          type.fields,
          `${path}.${name}`,
          out,
        );
    }
  }
  for (const f of form) if (!(f.name in props)) out.push(`${path}.${f.name}: a form field the schema does not have`);
}

describe('the editor configuration, made from the content schemas', () => {
  it('places every collection of the site, each once, where Astro reads it from', async () => {
    const placed = PLACES.flatMap((p) => (p.kind === 'folder' ? [p.collection] : p.files.map((f) => f.collection)));
    expect([...placed].sort()).toEqual(Object.keys(collections).sort());
    for (const place of PLACES) {
      const files =
        place.kind === 'folder'
          ? [{ collection: place.collection, path: place.folder }]
          : place.files.map((f) => ({ collection: f.collection, path: f.file }));
      for (const { collection, path } of files) {
        const entries = await getCollection(collection as CollectionKey);
        expect(entries.length, collection).toBeGreaterThan(0);
        for (const entry of entries) {
          const file = (entry as { filePath?: string }).filePath!;
          if (place.kind === 'folder') expect(file, collection).toMatch(new RegExp(`^${path}/[^/]+\\.${place.extension}$`));
          else expect(file, collection).toBe(path);
        }
      }
    }
  });

  it('gives every field of every schema its form field, with its help and its rules, and no other', () => {
    const differences: string[] = [];
    for (const name of Object.keys(collections)) {
      const json = toJson(schemaOf(name, collections[name as keyof typeof collections]));
      if (name === 'claims') {
        // Named figures: each one's form is the shape of the claim it is now (a number or a text).
        for (const f of formOf(name))
          compare(
            json.anyOf!.find((v) => (f.fields as EditorField[]).every((x) => x.name in v.properties!))!,
            f.fields as EditorField[],
            `claims.${f.name}`,
            differences,
          );
      } else if (PLACES.some((p) => p.kind === 'files' && p.files.some((f) => f.collection === name && f.shape === 'list'))) {
        const [list] = formOf(name);
        expect(list.root, name).toBe(true);
        compare(json, list.fields as EditorField[], name, differences);
      } else compare(json, formOf(name), name, differences);
    }
    expect(differences).toEqual([]);
  });

  it('a field added to a schema appears in its form; a shape the editor cannot show stops the configuration', () => {
    const base = { collections: { ...collections }, claims: [] };
    const grown = { ...collections.jobs, schema: z.strictObject({ remoteDays: z.number().int().min(0).max(5).describe('Days a week at home') }) };
    const form = (editorConfig({ ...base, collections: { ...collections, jobs: grown } }).collections[0] as { files: { fields: EditorField[] }[] })
      .files[0].fields[0];
    expect((form.fields as EditorField[]).map((f) => f.name)).toEqual(['remoteDays']);
    expect((form.fields as EditorField[])[0]).toMatchObject({ widget: 'number', value_type: 'int', min: 0, max: 5, hint: 'Days a week at home' });
    const odd = { ...collections.jobs, schema: z.strictObject({ tags: z.map(z.string(), z.string()) }) };
    expect(() => editorConfig({ ...base, collections: { ...collections, jobs: odd } })).toThrow(
      /jobs\.items\.tags: the editor has no field for this schema/,
    );
  });

  it('a job names a department and an office from the careers page, an article a category, a case study an industry', () => {
    const job = formOf('jobs')[0].fields as EditorField[];
    expect(job.find((f) => f.name === 'department')).toMatchObject({
      widget: 'relation',
      collection: 'pages',
      file: 'careers',
      value_field: 'departments.*',
    });
    expect(job.find((f) => f.name === 'location')).toMatchObject({
      widget: 'relation',
      collection: 'pages',
      file: 'careers',
      value_field: 'locations.*.name',
    });
    expect(formOf('insights').find((f) => f.name === 'category')).toMatchObject({
      widget: 'relation',
      file: 'insights',
      value_field: 'categories.*.name',
    });
    expect(formOf('tools')[0].fields).toContainEqual(
      expect.objectContaining({ name: 'category', widget: 'relation', file: 'marketplace', value_field: 'categories.*' }),
    );
    expect(formOf('caseStudies').find((f) => f.name === 'industry')).toMatchObject({
      widget: 'relation',
      collection: 'industries',
      value_field: '{{slug}}',
    });
  });

  it('refuses a package outside 10-50 LPA in the words of the build', () => {
    const pkg = (formOf('jobs')[0].fields as EditorField[]).find((f) => f.name === 'package')!.fields as EditorField[];
    for (const f of pkg) {
      const [pattern, message] = f.pattern as [string, string];
      expect(message).toBe(PACKAGE_LPA.message);
      const ok = (n: number) => new RegExp(pattern).test(String(n));
      expect([10, 12.5, 49.99, 50].every(ok)).toBe(true);
      expect([9.99, 50.5, 60, 0, -20].some(ok)).toBe(false);
    }
    const said = (collections.jobs as unknown as { schema: z.ZodType }).schema.safeParse({ package: { min: 60, max: 60 } });
    expect(said.error?.issues.filter((i) => i.path[0] === 'package').map((i) => i.message)).toEqual([PACKAGE_LPA.message, PACKAGE_LPA.message]);
    expect(rangePattern(1, 3, true)).toBe('^(?:1|2|3)$');
  });

  it('uploads the pictures where the build makes them into AVIF and WebP: beside proof.yaml and the About page', () => {
    const proof = formOf('proof');
    const photo = (proof.find((f) => f.name === 'team')!.fields as EditorField[]).find((f) => f.name === 'photo')!;
    expect(photo).toMatchObject({ widget: 'image', media_folder: '/src/content/proof', public_folder: './proof' });
    const founder = (formOf('aboutPage').find((f) => f.name === 'founder')!.fields as EditorField[]).find((f) => f.name === 'photo');
    expect(founder).toMatchObject({ widget: 'image', media_folder: '/src/content/pages/about', public_folder: './about', required: false });
  });

  it('saves to the repository and branch the environment names, and writes no empty optional field', async () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'kriyon/website', branch: 'main' });
    expect((await siteEditorConfig({ EDITOR_REPO: 'acme/site', EDITOR_BRANCH: 'content' })).backend).toMatchObject({
      repo: 'acme/site',
      branch: 'content',
    });
    expect(config.output.omit_empty_optional_fields).toBe(true);
  });
});
