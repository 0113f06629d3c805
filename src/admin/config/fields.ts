import type { EditorHint, Json } from './json-schema';

/** A form field of the editor (Sveltia CMS: sveltiacms.app/en/docs/fields), as the configuration writes it. */
export type EditorField = { name: string; label: string; widget: string; [option: string]: unknown };

/** Where a value of another collection lives in the editor: `oneOf` hints are written in the site's collection names. */
export type Placement = (collection: string) => { collection: string; file?: string };

/** Labels from field names: `validThrough` is "Valid through". */
const WORDS: Record<string, string> = { seo: 'SEO', cta: 'Call to action', id: 'ID', url: 'URL', lpa: 'LPA' };
export const label = (name: string) =>
  WORDS[name] ??
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** Fields whose value names an item, in the order a list's summary line prefers them. */
const SUMMARY = ['title', 'name', 'label', 'id', 'year', 'level', 'sector', 'value', 'quote', 'claim'];

/** Above this many characters a text is a paragraph, and gets a box of several lines. */
const ONE_LINE = 100;

/** zod's own words for a pattern it has no message for, so the form says what the build says. */
const patternMessage = (json: Json, pattern: string) => json['x-messages']?.pattern ?? `Invalid string: must match pattern /${pattern}/`;

/** One pattern from several that must all match (`.includes('{a}').includes('{b}')`): each becomes a lookahead. */
function joinPatterns(patterns: string[]) {
  return patterns.length === 1 ? patterns[0] : `^${patterns.map((p) => (p.startsWith('^') ? `(?=${p})` : `(?=[\\s\\S]*${p})`)).join('')}`;
}

/** The numbers from `min` to `max` as a pattern (whole numbers, or with decimals), for a range the build words itself. */
export function rangePattern(min: number, max: number, integer: boolean) {
  const whole = Array.from({ length: max - min }, (_, i) => min + i).join('|');
  return integer ? `^(?:${whole}|${max})$` : `^(?:(?:${whole})(?:\\.\\d+)?|${max}(?:\\.0+)?)$`;
}

export interface FieldContext {
  /** Where the field is, for error messages: `jobs.package.min`. */
  path: string;
  placement: Placement;
}

/** The form field for one property of a schema. Throws when a schema has a shape the editor has no field for. */
export function field(name: string, json: Json, required: boolean, ctx: FieldContext): EditorField {
  const base: EditorField = { name, label: label(name), widget: 'string' };
  if (json.description) base.hint = json.description;
  if (!required) base.required = false;
  if (json.default !== undefined) base.default = json.default;
  const hint: EditorHint = json.editor ?? {};
  const at = { ...ctx, path: `${ctx.path}.${name}` };

  if (hint.oneOf) return { ...base, ...relation(hint.oneOf, ctx.placement) };
  if (hint.widget === 'image') {
    if (!hint.media) throw new Error(`${at.path}: an image needs editor.media (where uploads go)`);
    return { ...base, widget: 'image', media_folder: `/${hint.media.folder}`, public_folder: hint.media.path, choose_url: false };
  }
  if (json.allOf?.every((part) => part.pattern)) {
    const pattern = joinPatterns(json.allOf.map((part) => part.pattern!));
    return { ...base, pattern: [pattern, json.allOf.map((part) => patternMessage(part, part.pattern!)).join('; ')] };
  }
  if (json.oneOf) return { ...base, widget: 'object', ...variants(json.oneOf, at) };
  // A promise that must be made (consent: true): one option to choose, so the form cannot be saved without it.
  if (json.const === true) return { ...base, widget: 'select', options: [{ label: 'Yes', value: true }] };
  if (json.enum) return { ...base, widget: 'select', options: json.enum };
  switch (json.type) {
    case 'string':
      return { ...base, ...text(json, hint) };
    case 'number':
    case 'integer':
      return { ...base, ...number(json) };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'array':
      return { ...base, ...list(json, at) };
    case 'object':
      return { ...base, widget: 'object', fields: fields(json, at), collapsed: 'auto' };
  }
  throw new Error(
    `${at.path}: the editor has no field for this schema (${JSON.stringify(json).slice(0, 120)}); add an editor hint or a case in src/admin/config/fields.ts`,
  );
}

/** The form fields of an object schema, in its order. */
export function fields(json: Json, ctx: FieldContext): EditorField[] {
  if (!json.properties) throw new Error(`${ctx.path}: not an object schema`);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([name, property]) => field(name, property, required.has(name), ctx));
}

function text(json: Json, hint: EditorHint) {
  const paragraph = hint.widget === 'text' || (hint.widget !== 'string' && ((json.maxLength ?? 0) > ONE_LINE || (json.minLength ?? 0) >= 40));
  const options: Record<string, unknown> = { widget: paragraph ? 'text' : 'string' };
  if (json.minLength) options.minlength = json.minLength;
  if (json.maxLength) options.maxlength = json.maxLength;
  if (json.format === 'date') Object.assign(options, { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' });
  if (json.format === 'uri') options.type = 'url';
  if (json.pattern) options.pattern = [json.pattern, patternMessage(json, json.pattern)];
  return options;
}

function number(json: Json) {
  const integer = json.type === 'integer';
  const options: Record<string, unknown> = { widget: 'number', value_type: integer ? 'int' : 'float' };
  const min = json.minimum ?? (json.exclusiveMinimum !== undefined && integer ? json.exclusiveMinimum + 1 : undefined);
  const max = json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER ? json.maximum : undefined;
  const message = json['x-messages']?.minimum ?? json['x-messages']?.maximum;
  // A range the build words itself is checked by a pattern with its words; the form's own range check would add its own.
  if (message && min !== undefined && max !== undefined && max - min <= 1000)
    return { ...options, pattern: [rangePattern(min, max, integer), message] };
  if (min !== undefined) options.min = min;
  if (max !== undefined) options.max = max;
  if (json.exclusiveMinimum !== undefined && !integer)
    options.pattern = [`^(?!-|0+(?:\\.0+)?$)`, `Too small: expected number to be >${json.exclusiveMinimum}`];
  return options;
}

function list(json: Json, ctx: FieldContext) {
  const options: Record<string, unknown> = { widget: 'list' };
  if (json.minItems) options.min = json.minItems;
  if (json.maxItems) options.max = json.maxItems;
  const items = json.items ?? {};
  if (items.oneOf) return { ...options, ...variants(items.oneOf, ctx) };
  if (items.type === 'object') {
    const subfields = fields(items, ctx);
    const named = SUMMARY.find((name) => subfields.some((f) => f.name === name));
    return { ...options, fields: subfields, collapsed: 'auto', ...(named && { summary: `{{fields.${named}}}` }) };
  }
  return { ...options, field: { ...field('item', items, true, ctx), label: 'Item' } };
}

/** An object of one of several kinds (a discriminated union on `kind`): the editor asks for the kind first. */
function variants(options: Json[], ctx: FieldContext) {
  const typeKey = Object.keys(options[0].properties ?? {}).find((key) => options.every((o) => o.properties?.[key]?.const !== undefined));
  if (!typeKey) throw new Error(`${ctx.path}: a union the editor can show needs a key that names each kind`);
  const types = options.map((option) => {
    const kind = String(option.properties![typeKey].const);
    const rest = Object.fromEntries(Object.entries(option.properties!).filter(([key]) => key !== typeKey));
    return {
      name: kind,
      label: label(kind.replace(/-(.)/g, (_, c: string) => c.toUpperCase())),
      widget: 'object',
      fields: fields({ ...option, properties: rest }, ctx),
    };
  });
  return { typeKey, types };
}

function relation(oneOf: NonNullable<EditorHint['oneOf']>, placement: Placement) {
  const where = placement(oneOf.collection);
  if (!oneOf.field)
    return { widget: 'relation', collection: where.collection, value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'] };
  const [list, ...rest] = oneOf.field.split('.');
  const value = [list, '*', ...rest].join('.');
  return { widget: 'relation', collection: where.collection, file: where.file, value_field: value, search_fields: [value], display_fields: [value] };
}
