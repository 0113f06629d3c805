import { z } from 'astro/zod';

/**
 * A content schema as JSON Schema (zod's `z.toJSONSchema`, as an editor types it in: `io: 'input'`), with what JSON
 * Schema cannot say added under `x-` keys: dates, and the words the build uses when a value breaks a rule, so the
 * form can say the same.
 */
export interface Json {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  enum?: (string | number | boolean | null)[];
  const?: unknown;
  default?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  /** What a schema says for the editor: `.meta({ editor: … })` (EditorHint). */
  editor?: EditorHint;
  /** The build's own words for a broken rule, by rule (`pattern`, `minimum`, `maximum`), when the schema has them. */
  'x-messages'?: Record<string, string>;
}

/** A hint a schema gives the editor, `.meta({ editor: { … } })`: what JSON Schema cannot say. */
export interface EditorHint {
  /** `text` for a paragraph (a box of several lines), `string` for one line; `image` for a picture the site makes responsive. */
  widget?: 'text' | 'string' | 'image';
  /**
   * The value must be one of another collection's: its entries' file names (`{ collection: 'industries' }`), or the
   * items of a list in a page's copy, a field of each item after a dot (`{ collection: 'careersPage', field: 'locations.name' }`).
   */
  oneOf?: { collection: string; field?: string };
  /** For an image: the folder uploads go to, from the repository root, and how the file names them (beside the file that names it). */
  media?: { folder: string; path: string };
}

type Check = { _zod: { def: { check: string; format?: string; error?: () => unknown } } };
type Def = { type: string; checks?: Check[] };

/** Which rule of the JSON Schema each zod check is. */
const RULES: Record<string, string> = { less_than: 'maximum', greater_than: 'minimum', string_format: 'pattern' };

/** The JSON Schema of a zod schema, with dates and the build's own messages (a check's custom error) kept. */
export function toJson(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as { _zod: { def: Def } })._zod.def;
      if (def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date' });
      const messages: Record<string, string> = {};
      for (const { _zod } of def.checks ?? []) {
        const rule = RULES[_zod.def.check];
        const message = _zod.def.error?.();
        if (rule && typeof message === 'string') messages[rule] = message;
      }
      if (Object.keys(messages).length) jsonSchema['x-messages'] = messages;
    },
  }) as Json;
}
