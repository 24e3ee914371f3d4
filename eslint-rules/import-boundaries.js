/**
 * Import boundaries (docs/decisions/0016-one-way-imports-and-server-areas.md): `common` <- `server` / `renderer` / `electron`; server and
 * renderer never import each other; `server/db/` is the connection and migrations only, so it
 * imports nothing of the areas or of `server/http/`. Relative imports are resolved to project
 * paths, so the rule holds however deep the importing file sits.
 *
 * Inside `server/`, the rooms: each area (a folder; the analytics family's search/, visitors/ and
 * lib/ are areas of their own) may import only the areas AREA_DEPENDENCIES lists for it, which
 * keeps the graph free of cycles; `server/http/` imports no area. The editorial desk (`server/desk/`)
 * is an area on top of content. The files at `server/`'s top
 * (app.ts, main.ts, boot.ts: the composition root) may import anything; `server/config.ts` any file.
 *
 * Inside `renderer/`, the layers, each importing only the layers below it
 * (RENDERER_LAYER_DEPENDENCIES):
 *   app (the entry points and router at renderer/'s top, and shell/: the reader's and the kiosk's frames)
 *   → pages (one folder per screen) → features (what staff and readers do: the desk, search, tracking…)
 *   → views (what a reader sees, shared by the pages and the desk's previews: an article, an
 *     edition's card, an author's profile, the edition's PDF)
 *   → components (small shared pieces of UI) → hooks → api (the server's calls) → platform (the
 *     browser and the desktop shell).
 * pages/, features/ and views/ are made of rooms, one folder each, that import no sibling: what two of
 * them share moves down a layer. The four lower layers are toolboxes, free inside themselves.
 * styles/ (tokens and shared CSS modules) may be imported by anyone.
 *
 * Two more rules keep the content area the owner of its tables:
 * - `content-writes`: no write of editions, articles or authors (and their credits and specialties)
 *   outside `server/content/` (knex writes such as `trx('articles').update(…)`, `batchInsert` and
 *   raw INSERT / UPDATE / DELETE statements), nor in the desk on top of it (`server/desk/`
 *   writes through the ContentWriter too); migrations are the schema's, so they may.
 * - `content-event`: content events (server/content/events.ts) are wired once, in the composition
 *   root: only it makes the bus (`ContentEventBus`) and so only it subscribes; only the content area
 *   publishes, through a `ContentEventSink` (others write through the ContentWriter, which
 *   publishes for them). And only `server/db/` tells the databases apart by their client
 *   (`isSqlite`): everyone else goes through the dialect seam (`server/db/dialect.ts`).
 */
import path from 'node:path';

/** First matching layer wins: files under `from` may import only `allow`, or anything but `deny`. */
const LAYERS = [
  { from: 'common/', allow: ['common/'] },
  { from: 'server/db/', allow: ['server/db/', 'common/'] },
  { from: 'server/', deny: ['renderer/', 'electron/'] },
  { from: 'renderer/', deny: ['server/', 'electron/'] },
  { from: 'electron/', deny: ['server/', 'renderer/'] },
];

/**
 * The server's areas and the areas each may import (besides itself, `common/`, `server/db/`,
 * `server/config.ts`, `server/log/` and `server/metrics/`, which everyone may). Data, so that the test can prove it has no cycle.
 */
export const AREA_DEPENDENCIES = {
  http: [],
  content: ['media', 'http'],
  // The editorial desk (and its media library): the staff's writing room, built on content.
  desk: ['content', 'editions', 'media', 'http'],
  search: ['content', 'http'],
  authors: ['content', 'http'],
  media: ['http'],
  import: ['content', 'media'],
  'analytics/lib': [],
  'analytics/search': ['analytics/lib', 'http'],
  'analytics/visitors': ['analytics/lib', 'http'],
  analytics: ['analytics/search', 'analytics/visitors', 'analytics/lib'],
  staff: ['content', 'media', 'analytics/search', 'analytics/visitors', 'analytics/lib', 'http'],
  editions: ['content', 'authors', 'import', 'media', 'staff', 'http'],
  pdf: ['content', 'media', 'http'],
  kiosk: ['http'],
  seo: ['content', 'authors', 'media', 'http'],
  feeds: ['content', 'authors', 'media', 'seo', 'http'],
  web: ['seo', 'content', 'authors', 'search', 'media', 'http'],
  demo: ['content', 'media', 'search', 'analytics/search', 'analytics/visitors'],
  // The record of the staff's acts: the journal ports of content and http, and the export's CSV.
  record: ['content', 'analytics/lib', 'http'],
};

// The logger and the metrics registry are the whole server's instruments, like the configuration.
const EVERYONE = ['common/', 'server/db/', 'server/config.', 'server/log/', 'server/metrics/'];

/**
 * The renderer's layers and the layers each may import (besides itself, `common/` and
 * `renderer/styles/`). Data, so that the test can prove it has no cycle.
 */
export const RENDERER_LAYER_DEPENDENCIES = {
  app: ['pages', 'features', 'views', 'components', 'hooks', 'api', 'platform'],
  pages: ['features', 'views', 'components', 'hooks', 'api', 'platform'],
  features: ['views', 'components', 'hooks', 'api', 'platform'],
  views: ['components', 'hooks', 'api', 'platform'],
  components: ['hooks', 'api', 'platform'],
  hooks: ['api', 'platform'],
  api: ['platform'],
  platform: [],
};

/** Layers made of rooms: a folder of one of these imports no sibling folder. */
const ROOMED = ['pages', 'features', 'views'];

/** A renderer file's layer (app: a file at the top or in shell/) and its room (the folder under a roomed layer), or null outside renderer/. */
export function rendererLayerOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'renderer') return null;
  if (parts.length === 2 || parts[1] === 'shell') return { layer: 'app', room: null };
  return { layer: parts[1], room: ROOMED.includes(parts[1]) && parts.length >= 4 ? parts[2] : null };
}

function rendererViolation(importer, target) {
  const from = rendererLayerOf(importer);
  const to = rendererLayerOf(target);
  if (!from || !to || to.layer === 'styles' || to.layer === 'public') return null;
  const allowed = RENDERER_LAYER_DEPENDENCIES[from.layer];
  if (!allowed) return `renderer/${from.layer}/ is not a declared layer: add it to RENDERER_LAYER_DEPENDENCIES (found ${target})`;
  if (to.layer === from.layer) {
    if (from.room && to.room && from.room !== to.room) return `renderer/${from.layer}/${from.room}/ must not import another room of its layer; move what both use down a layer (found ${target})`;
    return null;
  }
  if (allowed.includes(to.layer)) return null;
  return `renderer/${from.layer === 'app' ? '(app)' : `${from.layer}/`} may import only the layers ${allowed.join(', ') || '(none)'} (found ${target})`;
}

/** The area of a server file: its folder under server/ (analytics: the family's sub-folder), or null at the top. */
export function areaOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'server' || parts.length < 3) return null;
  if (parts[1] === 'analytics' && parts.length >= 4) return `analytics/${parts[2]}`;
  return parts[1];
}

function areaViolation(importer, target) {
  if (!importer.startsWith('server/') || importer.startsWith('server/db/')) return null;
  const from = areaOf(importer);
  if (from === null || !target.startsWith('server/') || EVERYONE.some((p) => target.startsWith(p))) return null;
  const to = areaOf(target);
  if (to === from) return null;
  if (to === null) return `server/${from}/ must not import the composition root (found ${target})`;
  const allowed = AREA_DEPENDENCIES[from];
  if (!allowed) return `server/${from}/ is not a declared area: add it to AREA_DEPENDENCIES (found ${target})`;
  if (allowed.includes(to)) return null;
  if (from === 'http') return `server/http/ imports no area (found ${target})`;
  return `server/${from}/ may import only the areas ${allowed.join(', ') || '(none)'} (found ${target})`;
}

export function violation(importer, target) {
  const layer = LAYERS.find((l) => importer.startsWith(l.from));
  if (!layer) return null;
  if (layer.allow && !layer.allow.some((prefix) => target.startsWith(prefix))) {
    return `${layer.from} may import only ${layer.allow.join(', ')} (found ${target})`;
  }
  const denied = layer.deny?.find((prefix) => target.startsWith(prefix));
  if (denied) return `${layer.from} must not import ${denied} (found ${target})`;
  return areaViolation(importer, target) ?? rendererViolation(importer, target);
}

/** An area that can reach itself through AREA_DEPENDENCIES, as the path that closes the cycle; null when there is none. */
export function dependencyCycle(dependencies = AREA_DEPENDENCIES) {
  const visit = (area, trail) => {
    if (trail.includes(area)) return [...trail.slice(trail.indexOf(area)), area];
    for (const next of dependencies[area] ?? []) {
      const cycle = visit(next, [...trail, area]);
      if (cycle) return cycle;
    }
    return null;
  };
  for (const area of Object.keys(dependencies)) {
    const cycle = visit(area, []);
    if (cycle) return cycle;
  }
  return null;
}

const toPosix = (p) => p.split(path.sep).join('/');
const projectPath = (context) => toPosix(path.relative(context.cwd, context.filename));
const resolveSpec = (context, spec) => toPosix(path.relative(context.cwd, path.resolve(path.dirname(context.filename), spec.replace(/\?.*$/, ''))));

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing one way between common, server, renderer and electron, between the server areas and down the renderer layers.' },
    schema: [],
    messages: { boundary: 'Import across a boundary: {{detail}}.' },
  },
  create(context) {
    const importer = projectPath(context);
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!spec || !spec.startsWith('.')) return;
      const detail = violation(importer, resolveSpec(context, spec));
      if (detail) context.report({ node, messageId: 'boundary', data: { detail } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const CONTENT_TABLES = ['issues', 'articles', 'authors', 'article_authors', 'author_specialties'];
const WRITES = new Set(['insert', 'update', 'delete', 'del', 'merge', 'upsert', 'increment', 'decrement', 'truncate']);
const RAW_WRITE = new RegExp(`\\b(insert\\s+into|update|delete\\s+from|truncate(\\s+table)?)\\s+"?(${CONTENT_TABLES.join('|')})"?\\b`, 'i');

/** The content table a knex builder chain starts from (`db('articles as a')`, `.into('articles')`), if any. */
function tableOf(node) {
  for (let n = node; n; ) {
    if (n.type === 'CallExpression') {
      const [first] = n.arguments;
      const name = first?.type === 'Literal' && typeof first.value === 'string' ? first.value.split(/\s+/)[0] : null;
      const isBuilderStart = n.callee.type !== 'MemberExpression' || ['into', 'table', 'from', 'batchInsert'].includes(n.callee.property.name);
      if (name && isBuilderStart && CONTENT_TABLES.includes(name)) return name;
      n = n.callee;
    } else if (n.type === 'MemberExpression') n = n.object;
    else return null;
  }
  return null;
}

const ownsContent = (file) =>
  !file.startsWith('server/') || file.startsWith('server/content/') || file.startsWith('server/db/');

const contentWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the content area writes editions, articles and authors (server/content/writer.ts).' },
    schema: [],
    messages: { write: "Write of '{{table}}' outside the content area: go through the ContentWriter (server/content/writer.ts)." },
  },
  create(context) {
    if (ownsContent(projectPath(context))) return {};
    const rawWrite = (node, text) => {
      const match = RAW_WRITE.exec(text);
      if (match) context.report({ node, messageId: 'write', data: { table: match[3] } });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        const table = method === 'batchInsert' ? tableOf(node) : WRITES.has(method) ? tableOf(callee.object) : null;
        if (table) context.report({ node, messageId: 'write', data: { table } });
      },
      Literal(node) {
        if (typeof node.value === 'string') rawWrite(node, node.value);
      },
      TemplateLiteral(node) {
        rawWrite(node, node.quasis.map((q) => q.value.cooked ?? '').join(' '));
      },
    };
  },
};

const contentEvent = {
  meta: {
    type: 'problem',
    docs: { description: 'Content events are wired in the composition root and published by the content area; only server/db/ tells the databases apart.' },
    schema: [],
    messages: {
      bus: 'The content event bus is the composition root’s (server/app.ts, main.ts): it alone subscribes. Take the parts of the reader caches you serve, or a ContentWriter.',
      emit: 'Only the content area publishes content events: write through the ContentWriter, which publishes them once committed.',
      dialect: 'isSqlite is server/db/’s own: ask the dialect seam (server/db/dialect.ts) instead.',
    },
  },
  create(context) {
    const file = projectPath(context);
    if (!file.startsWith('server/')) return {};
    const inContent = file.startsWith('server/content/');
    const inRoot = areaOf(file) === null;
    const inDb = file.startsWith('server/db/');
    return {
      ImportDeclaration(node) {
        const spec = typeof node.source.value === 'string' ? node.source.value : '';
        if (!spec.startsWith('.')) return;
        const target = resolveSpec(context, spec);
        for (const s of node.specifiers) {
          const name = s.type === 'ImportSpecifier' ? s.imported.name : null;
          const fromContent = target.startsWith('server/content/');
          if (name === 'ContentEventBus' && !inRoot && fromContent) context.report({ node: s, messageId: 'bus' });
          if (name === 'ContentEventSink' && !inContent && !inRoot && fromContent) context.report({ node: s, messageId: 'emit' });
          if (name === 'isSqlite' && !inDb && target.startsWith('server/db/')) context.report({ node: s, messageId: 'dialect' });
        }
      },
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries, 'content-writes': contentWrites, 'content-event': contentEvent } };
