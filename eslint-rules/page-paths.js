/**
 * Page paths are written only in the address book (common/routes): a string or template literal
 * that starts with a page path of the site (`/edicio`, `/autor`, `/autors`, `/arxiu`, `/cerca`, a
 * section, the staff and kiosk paths, as a whole segment) anywhere else fails the lint, and so do
 * the two shapes in which page paths used to be put together from parts: an article's
 * `/${section}/${url}` and a section's `/${section}` (any `/${…}/${…}` template, or `/${…}` of
 * something named section). Build them with `paths.…()`, or ask `classifyPath()` what a path is.
 *
 * Where it does not apply, and why:
 * - common/routes/ is the address book itself;
 * - tests/ and bench/ (not registered in eslint.config.js): a test writes the addresses the spec
 *   gives, literally, to check what the builders make; an expectation derived from the builder
 *   under test could not fail. The benchmarks visit fixed addresses the same way.
 * - The articles API shares its name with the `articles` section: its routers (mounted under
 *   /api) register `/articles…` as the first argument of `router.get(…)` and friends, and the API
 *   client (renderer/api/) and contract (common/api/) write `/articles…` relative to /api. There,
 *   and only for that segment, the literal is the API's address, not the section page.
 */

/** The first segment of every page path (tests/unit/page-paths-rule.test.ts keeps it equal to the address book's). */
export const PAGE_ROOTS = [
  'articles', 'creacio', 'entrevistes', 'llibres', 'llocs', 'recomanacions',
  'arxiu', 'cerca', 'admin-dashboard-2024', 'admin-connections-2024', 'redaccio',
  'edicio', 'autors', 'autor', 'quiosc',
];

/** The segment shared by a page (the section) and an API (/api/articles). */
const API_SHARED_ROOT = 'articles';
const API_FOLDERS = ['renderer/api/', 'common/api/'];
const ROUTER_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'use', 'head', 'options', 'route']);

const PAGE_PATH = new RegExp(`^/(${PAGE_ROOTS.join('|')})(?=$|[/?#])`);

/** The page root a literal's text starts with, or null. */
export function pageRootOf(text) {
  return PAGE_PATH.exec(text)?.[1] ?? null;
}

const nameOf = (node) =>
  node.type === 'Identifier' ? node.name : node.type === 'MemberExpression' && node.property.type === 'Identifier' ? node.property.name : '';

/** `/${a}/${b}` (an article's shape) or `/${section}` (a section's). */
function isBuiltPagePath(node) {
  const quasis = node.quasis.map((q) => q.value.cooked ?? '');
  if (quasis.length === 3 && quasis[0] === '/' && quasis[1] === '/') return true;
  return quasis.length === 2 && quasis[0] === '/' && quasis[1] === '' && /section/i.test(nameOf(node.expressions[0]));
}

function isRouterRegistration(node) {
  const call = node.parent;
  return (
    call?.type === 'CallExpression' &&
    call.arguments[0] === node &&
    call.callee.type === 'MemberExpression' &&
    call.callee.property.type === 'Identifier' &&
    ROUTER_METHODS.has(call.callee.property.name)
  );
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps page paths in the address book (common/routes).' },
    schema: [],
    messages: {
      literal: "Page path '{{text}}' written by hand: build it with paths from common/routes (the address book).",
      segment: 'A page path put together by hand: build it with paths from common/routes (the address book).',
    },
  },
  create(context) {
    const file = context.filename.split('\\').join('/');
    const relative = file.startsWith(`${context.cwd}/`) ? file.slice(context.cwd.length + 1) : file;
    if (relative.startsWith('common/routes/') || relative === 'common/routes.ts') return {};
    const inApiFolder = API_FOLDERS.some((folder) => relative.startsWith(folder));

    const check = (node, text) => {
      const root = pageRootOf(text);
      if (root === null) return;
      if (root === API_SHARED_ROOT && (inApiFolder || isRouterRegistration(node))) return;
      context.report({ node, messageId: 'literal', data: { text: text.length > 40 ? `${text.slice(0, 40)}…` : text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        if (!inApiFolder && isBuiltPagePath(node)) context.report({ node, messageId: 'segment' });
        else check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

export default { rules: { 'page-paths': rule } };
