/**
 * The repository stands alone (docs/decisions/0023-documentation-in-the-repository.md): a code
 * comment that names a file (a path with a known extension, or any `*.md`) names one the
 * repository holds, and the documents link only to files (and headings) the repository holds and
 * name only its files and folders. A clone then never meets a reference to a document kept beside
 * some checkout, and a file that moves takes its mentions with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
const trackedSet = new Set(tracked);
const basenames = new Set(tracked.map((file) => path.posix.basename(file)));

const CODE_AREAS = /^(server|renderer|common|electron|scripts|tests|eslint-rules|bench)\/|^[^/]+\.(ts|js|mjs)$/;
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
/** A path cited in prose: folders and a name with an extension a file of this project could have. */
const CITED = /(?<![\w@/.-])((?:\.{1,2}\/)*[\w@-][\w.@-]*(?:\/[\w.@-]+)*\.(?:md|ts|tsx|js|mjs|cjs|json|css|yml|yaml|html|sql|py|sh))\b(?![\w/<(-])/g;
/** Files that exist only once something runs (builds, caches, data) are cited by what they will be. */
const GENERATED = /^(dist|data|\.cache|test-results|node_modules)\//;
/** Names the program itself writes at run time: the backups' record in BACKUP_DIR, Vite's shared-chunk keys. */
const RUNTIME_NAMES = new Set(['backups.json', '_Name-hash.js']);

/** Whether a cited path names a file of the repository, from the root, the citing file or by its name. */
function resolves(cited: string, from: string): boolean {
  if (GENERATED.test(cited) || RUNTIME_NAMES.has(path.posix.basename(cited))) return true;
  // A dependency's file or a package named like a file (`chart.js`, `hyphen/ca/index.js`).
  if (fs.existsSync(path.join(ROOT, 'node_modules', cited))) return true;
  const fromRoot = path.posix.normalize(cited);
  const fromFile = path.posix.normalize(path.posix.join(path.posix.dirname(from), cited));
  if (trackedSet.has(fromRoot) || trackedSet.has(fromFile)) return true;
  // A bare name (`textKeys.ts`) cites the project's file of that name; a name with folders must match.
  if (!cited.includes('/')) return basenames.has(cited);
  return tracked.some((file) => file.endsWith(`/${fromRoot}`));
}

/** Every comment's text in a source file, found by TypeScript's parser (strings and regexes are not comments). */
export function commentsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const seen = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return comments;
}

/** The paths a piece of prose cites, web addresses left out. */
export function citedPaths(prose: string): string[] {
  const withoutUrls = prose.replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, ' ');
  return [...withoutUrls.matchAll(CITED)].map((match) => match[1]!);
}

/** A document's links (`[text](target#anchor)`), web addresses left out; a bare `#anchor` is in the same document. */
function linksOf(markdown: string): { target: string; anchor: string | undefined }[] {
  return [...markdown.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g)]
    .map((match) => ({ target: match[1]!, anchor: match[2] }))
    .filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens. */
export function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((match) => match[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-')));
}

describe('cited paths', () => {
  it('finds the paths a comment cites, and only comments', () => {
    const text = "// see docs/decisions/0001-x.md and textKeys.ts\nconst s = 'decisions.md'; /* cache.json<T>() ARCHITECTURE.md, https://example.com/a.md */\n";
    const cited = commentsOf('a.ts', text).flatMap(citedPaths);
    expect(cited).toEqual(['docs/decisions/0001-x.md', 'textKeys.ts', 'ARCHITECTURE.md']);
    expect(resolves('ARCHITECTURE.md', 'server/app.ts')).toBe(false);
    expect(resolves('../shared/spec/decisions.md', 'server/app.ts')).toBe(false);
    expect(resolves('server/app.ts', 'tests/unit/x.test.ts')).toBe(true);
    expect(resolves('../app.ts', 'server/http/admin.ts')).toBe(true);
  });

  it('every file a code comment cites is in the repository', () => {
    const missing = tracked
      .filter((file) => CODE_AREAS.test(file) && CODE_FILE.test(file) && !file.startsWith('tests/fixtures/'))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
        // Parsing is the slow part: a file that names no path outside its imports has nothing to check.
        return citedPaths(text.replace(/^\s*(import|export)\b.*\bfrom\s+['"].*$/gm, '')).length === 0 ? [] : commentsOf(file, text)
          .flatMap(citedPaths)
          .filter((cited) => !resolves(cited, file))
          .map((cited) => `${file}: ${cited}`);
      });
    expect(missing).toEqual([]);
  });

  it('every file (and heading) the documents link to is in the repository', () => {
    const documents = tracked.filter((file) => /^(README\.md|docs\/.+\.md)$/.test(file));
    expect(documents).toContain('README.md');
    const missing = documents.flatMap((file) =>
      linksOf(fs.readFileSync(path.join(ROOT, file), 'utf8')).flatMap(({ target, anchor }) => {
        const linked = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        if (!trackedSet.has(linked)) return [`${file}: ${target}`];
        if (anchor === undefined || !linked.endsWith('.md')) return [];
        return anchorsOf(fs.readFileSync(path.join(ROOT, linked), 'utf8')).has(anchor) ? [] : [`${file}: ${target}#${anchor}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('every repository path a document names in code marks is in the repository', () => {
    const documents = tracked.filter((file) => /^(README\.md|docs\/.+\.md)$/.test(file));
    const folder = (cited: string) => tracked.some((file) => file.startsWith(cited.endsWith('/') ? cited : `${cited}/`));
    const missing = documents.flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/`((?:server|renderer|common|electron|scripts|tests|eslint-rules|bench|docs|examples|resources)\/[\w./@-]*)`/g)]
        .map((match) => match[1]!)
        .filter((cited) => !trackedSet.has(cited) && !folder(cited))
        .map((cited) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('names headings as GitHub anchors them', () => {
    expect([...anchorsOf('# The desk (`desk`, `desk-preview`)\n```sh\n# not a heading\n```\n## L\'aplicació d\'escriptori\n')]).toEqual(['the-desk-desk-desk-preview', 'laplicació-descriptori']);
  });
});
