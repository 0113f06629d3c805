import { z } from 'astro/zod';
import { site } from '@/lib/site';
import { PLACES, placement, type FileEntry, type Folder } from './collections';
import { field, fields, type EditorField, type FieldContext } from './fields';
import { toJson, type Json } from './json-schema';

/**
 * The editor's configuration (Sveltia CMS: sveltiacms.app/en/docs), made from the content schemas: a collection of
 * the site is a collection or a file of the editor (collections.ts), and each field of its schema a form field
 * (fields.ts), with the schema's descriptions as help and its rules as the form's. docs/editor.md tells how.
 */

/** A collection as src/content.config.ts defines it: its schema, or a function of Astro's helpers that makes it. */
type SiteCollection = { schema?: unknown };
type Schema = z.ZodType;

/** Where the pictures of a collection's image fields are uploaded: beside the file that names them, as Astro's image() reads them. */
const MEDIA: Record<string, { folder: string; path: string }> = {
  proof: { folder: 'src/content/proof', path: './proof' },
  aboutPage: { folder: 'src/content/pages/about', path: './about' },
};

/** The schema of a collection; an image() field is a path the editor uploads to (MEDIA). */
export function schemaOf(name: string, collection: SiteCollection): Schema {
  const { schema } = collection;
  if (typeof schema === 'function') {
    const media = MEDIA[name];
    const image = () => z.string().meta({ editor: { widget: 'image', ...(media && { media }) } });
    return (schema as (helpers: { image: () => Schema }) => Schema)({ image });
  }
  if (!schema) throw new Error(`The collection "${name}" has no schema, so the editor has no form for it`);
  return schema as Schema;
}

export interface ConfigInput {
  collections: Record<string, SiteCollection>;
  /** The figures of claims.yaml by name: each is edited as a number or as a text, as it is written now. */
  claims: { id: string; data: Record<string, unknown> }[];
  /** The live site's repository and branch (EDITOR_REPO, EDITOR_BRANCH). */
  env?: Record<string, string | undefined>;
}

const context = (path: string): FieldContext => ({ path, placement });

/** The form of a Markdown entry: its front matter's fields, then the body in a rich-text editor (no code blocks or images: the site shows neither). */
const body: EditorField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  modes: ['rich_text', 'raw'],
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
  editor_components: [],
};

function folderCollection(place: Folder, json: Json) {
  return {
    name: place.name,
    label: place.label,
    label_singular: place.singular,
    folder: place.folder,
    extension: place.extension,
    format: place.extension === 'md' ? 'yaml-frontmatter' : 'yaml',
    identifier_field: place.identifier,
    slug: '{{slug}}',
    fields: [...fields(json, context(place.collection)), ...(place.extension === 'md' ? [body] : [])],
  };
}

function fileFields(entry: FileEntry, json: Json, claims: ConfigInput['claims']): EditorField[] {
  if (entry.shape === 'object') return fields(json, context(entry.collection));
  if (entry.shape === 'list')
    return [
      {
        ...field('items', { type: 'array', items: json }, true, context(entry.collection)),
        label: entry.label,
        label_singular: entry.singular,
        root: true,
      },
    ];
  // Named figures: one object each, in the shape (a number or a text) it is written in now.
  const variants = json.anyOf ?? [json];
  return claims.map(({ id, data }) => {
    const variant = variants.find((v) => Object.keys(data).every((key) => key in (v.properties ?? {}))) ?? variants[0];
    const form = field(id, variant, true, context(entry.collection));
    return { ...form, hint: typeof data.means === 'string' ? data.means : form.hint, collapsed: true };
  });
}

export function editorConfig({ collections, claims, env = {} }: ConfigInput) {
  const missing = Object.keys(collections).filter(
    (name) => !PLACES.some((p) => (p.kind === 'folder' ? p.collection === name : p.files.some((f) => f.collection === name))),
  );
  if (missing.length) throw new Error(`No place in the editor for ${missing.join(', ')}: add them to src/admin/config/collections.ts`);
  const json = (name: string) => {
    if (!collections[name]) throw new Error(`src/admin/config/collections.ts names "${name}", which src/content.config.ts does not define`);
    return toJson(schemaOf(name, collections[name]));
  };
  return {
    backend: { name: 'github', repo: env.EDITOR_REPO?.trim() || 'kriyon/website', branch: env.EDITOR_BRANCH?.trim() || 'main' },
    app_title: `${site.name} content editor`,
    site_url: site.url,
    logo: { src: '/favicon.svg' },
    media_folder: MEDIA.proof.folder,
    public_folder: `/${MEDIA.proof.folder}`,
    // Pictures come from the editor's own uploads only: no stock-photo services (other origins, and not ours to show).
    media_libraries: { stock_assets: false },
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none' } },
    slug: { encoding: 'ascii', clean_accents: true },
    collections: PLACES.map((place) =>
      place.kind === 'folder'
        ? folderCollection(place, json(place.collection))
        : {
            name: place.name,
            label: place.label,
            files: place.files.map((entry) => ({
              name: entry.name,
              label: entry.label,
              file: entry.file,
              format: 'yaml',
              fields: fileFields(entry, json(entry.collection), claims),
            })),
          },
    ),
  };
}

export type EditorConfig = ReturnType<typeof editorConfig>;
