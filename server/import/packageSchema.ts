/**
 * The edition package format as JSON Schema (draft 2020-12), generated from the zod schemas the
 * import validates with (records.ts) and the body blocks the desk validates with
 * (common/api/desk.ts), so the documentation cannot drift from the server. The schema describes
 * the package read as one object: each JSON file of the zip under its name. `npm run
 * package-schema` writes it to docs/package.schema.json; the server serves it at
 * /api/package.schema.json.
 */
import { z } from 'zod';
import { bodyBlock } from '../../common/api/desk.js';
import { articleRecord, authorRecord, issueRecord, mediaRecord } from './records.js';

type JsonSchema = Record<string, unknown>;

const OPTIONS = { io: 'input', target: 'draft-2020-12' } as const;

function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, OPTIONS) as JsonSchema;
  return rest;
}

export function packageSchema(): JsonSchema {
  const article = inputSchema(articleRecord);
  const properties = article.properties as Record<string, JsonSchema>;
  // The import accepts any block and drops the types it does not know (spec §2: they render
  // nothing); the blocks it keeps have these shapes.
  properties.text = {
    type: 'array',
    maxItems: 2000,
    description: 'The body, in order. Blocks of other types are dropped on import.',
    items: { $ref: '#/$defs/block' },
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://revista.example/api/package.schema.json',
    title: 'Edition package of Revista Estany',
    description:
      'A zip of issues.json, articles.json, authors.json and media.json (each a JSON array) and a media/ folder of the images and videos they name ' +
      '(plain file names, .jpg .jpeg .png .webp .avif .gif .svg .mp4 .webm .ogv). This schema describes the three JSON files, read as one object under their file names.',
    type: 'object',
    required: ['issues.json', 'articles.json'],
    additionalProperties: false,
    properties: {
      'issues.json': { type: 'array', items: { $ref: '#/$defs/issue' } },
      'articles.json': { type: 'array', items: { $ref: '#/$defs/article' } },
      'authors.json': { type: 'array', items: { $ref: '#/$defs/author' } },
      'media.json': {
        type: 'array',
        description: 'The alt text of files in media/ (the media library’s): the receiving copy shows it on the site and in the PDF.',
        items: { $ref: '#/$defs/media' },
      },
    },
    $defs: {
      issue: inputSchema(issueRecord),
      article,
      author: inputSchema(authorRecord),
      media: inputSchema(mediaRecord),
      block: inputSchema(bodyBlock),
    },
  };
}
