/**
 * Import boundaries (ARCHITECTURE.md): `common` <- `server` / `renderer` / `electron`; server and
 * renderer never import each other; `server/db/` is the connection and migrations only, so it
 * imports nothing of the areas or of `server/http/`. Relative imports are resolved to project
 * paths, so the rule holds however deep the importing file sits.
 */
import path from 'node:path';

/** First matching layer wins: files under `from` may import only `allow`, or anything but `deny`. */
export const LAYERS = [
  { from: 'common/', allow: ['common/'] },
  { from: 'server/db/', allow: ['server/db/', 'common/'] },
  { from: 'server/', deny: ['renderer/', 'electron/'] },
  { from: 'renderer/', deny: ['server/', 'electron/'] },
  { from: 'electron/', deny: ['server/', 'renderer/'] },
];

const toPosix = (p) => p.split(path.sep).join('/');

export function violation(importer, target) {
  const layer = LAYERS.find((l) => importer.startsWith(l.from));
  if (!layer) return null;
  if (layer.allow && !layer.allow.some((prefix) => target.startsWith(prefix))) {
    return `${layer.from} may import only ${layer.allow.join(', ')} (found ${target})`;
  }
  const denied = layer.deny?.find((prefix) => target.startsWith(prefix));
  return denied ? `${layer.from} must not import ${denied} (found ${target})` : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing one way between common, server, renderer and electron.' },
    schema: [],
    messages: { boundary: 'Import across a boundary: {{detail}}.' },
  },
  create(context) {
    const root = context.cwd;
    const importer = toPosix(path.relative(root, context.filename));
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!spec || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), spec.replace(/\?.*$/, ''));
      const detail = violation(importer, toPosix(path.relative(root, resolved)));
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

export default { rules: { 'import-boundaries': rule } };
