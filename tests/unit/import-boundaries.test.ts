/**
 * The import-boundary lint rule fails the build when an import crosses a layer the wrong way. Each
 * fixture is linted as if it sat at its path in the project, with the project's own ESLint config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { AREA_DEPENDENCIES, RENDERER_LAYER_DEPENDENCIES, dependencyCycle } from '../../eslint-rules/import-boundaries.js';

const eslint = new ESLint({ cwd: process.cwd() });

async function errorsOf(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === `layers/${rule}`).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => errorsOf('import-boundaries', filePath, code);

describe('import boundaries', () => {
  it('refuses the server importing the renderer', async () => {
    const errors = await boundaryErrors('server/pdf/fixture.ts', "export { x } from '../../renderer/views/edition-pdf/index.js';\n");
    expect(errors).toEqual([expect.stringContaining('server/ must not import renderer/')]);
  });

  it('refuses the renderer importing the server, also lazily', async () => {
    const errors = await boundaryErrors('renderer/pages/fixture.ts', "export const load = () => import('../../server/app.js');\n");
    expect(errors).toEqual([expect.stringContaining('renderer/ must not import server/')]);
  });

  it('keeps server/db to the connection and migrations', async () => {
    const http = await boundaryErrors('server/db/fixture.ts', "import { contentChanged } from '../http/cache.js';\nexport { contentChanged };\n");
    expect(http).toEqual([expect.stringContaining('server/db/ may import only server/db/, common/')]);
    const area = await boundaryErrors('server/db/migrations/fixture.ts', "import { ContentWriter } from '../../content/writer.js';\nexport { ContentWriter };\n");
    expect(area).toHaveLength(1);
  });

  it('keeps common free of every side', async () => {
    const errors = await boundaryErrors('common/pdf/fixture.ts', "import type { Db } from '../../server/db/connection.js';\nexport type X = Db;\n");
    expect(errors).toHaveLength(1);
  });

  it('allows the imports the architecture intends', async () => {
    expect(await boundaryErrors('server/db/migrations/fixture.ts', "import { isSqlite } from '../connection.js';\nimport type { Issue } from '../../../common/types.js';\nexport { isSqlite };\nexport type X = Issue;\n")).toEqual([]);
    expect(await boundaryErrors('server/pdf/fixture.ts', "export { buildEditionPdf } from '../../common/pdf/build.js';\n")).toEqual([]);
    expect(await boundaryErrors('renderer/pages/fixture.ts', "export { pdfFileName } from '../../common/pdf/fileName.js';\n")).toEqual([]);
  });
});

describe('the renderer as layers', () => {
  it('declares its layers without a cycle', () => {
    expect(dependencyCycle(RENDERER_LAYER_DEPENDENCIES)).toBeNull();
  });

  it('refuses a layer importing one above it', async () => {
    const feature = await boundaryErrors('renderer/features/staff-desk/fixture.tsx', "export { ArticleView } from '../../pages/article/ArticlePage.js';\n");
    expect(feature).toEqual([expect.stringContaining('renderer/features/ may import only the layers views, components')]);
    const component = await boundaryErrors('renderer/components/fixture.tsx', "export { usePageViews } from '../features/tracking/usePageViews.js';\n");
    expect(component).toEqual([expect.stringContaining('renderer/components/ may import only the layers hooks, api, platform')]);
    const page = await boundaryErrors('renderer/pages/home/fixture.tsx', "export const load = () => import('../../routes.js');\n");
    expect(page).toEqual([expect.stringContaining('renderer/pages/ may import only')]);
    const platform = await boundaryErrors('renderer/platform/fixture.ts', "export { deskKeys } from '../api/desk.js';\n");
    expect(platform).toEqual([expect.stringContaining('renderer/platform/ may import only the layers (none)')]);
  });

  it('keeps the rooms of pages, features and views apart', async () => {
    const errors = await boundaryErrors('renderer/pages/author/fixture.tsx', "export { AuthorCard } from '../authors/AuthorCard.js';\n");
    expect(errors).toEqual([expect.stringContaining('renderer/pages/author/ must not import another room')]);
    const features = await boundaryErrors('renderer/features/staff-editions/fixture.ts', "export { beacon } from '../tracking/beacon.js';\n");
    expect(features).toHaveLength(1);
  });

  it('lets a layer import those below it, its own room, the shared styles and the frames the app', async () => {
    const code = "export { ArticleView } from '../../views/article/ArticleView.js';\nexport { Img } from '../../components/Img.js';\nexport { DeskHeading } from './DeskHeading.js';\nexport { default as card } from '../../styles/Card.module.css';\n";
    expect(await boundaryErrors('renderer/features/staff-desk/fixture.tsx', code)).toEqual([]);
    expect(await boundaryErrors('renderer/shell/kiosk/fixture.tsx', "export { ArticlePage } from '../../routes.js';\nexport { default } from '../../pages/home/HomePage.js';\n")).toEqual([]);
    expect(await boundaryErrors('renderer/components/fixture.tsx', "export { imageUrl } from '../api/media.js';\nexport { useFocusTrap } from '../hooks/useFocusTrap.js';\n")).toEqual([]);
  });
});

describe('the server as rooms', () => {
  it('declares area dependencies without a cycle, and finds one when there is', () => {
    expect(dependencyCycle()).toBeNull();
    expect(dependencyCycle({ ...AREA_DEPENDENCIES, content: ['search'] })).toEqual(expect.arrayContaining(['content', 'search']));
  });

  it('refuses an area importing one it does not depend on (a cycle in the making)', async () => {
    const errors = await boundaryErrors('server/content/fixture.ts', "export { search } from '../search/engine.js';\n");
    expect(errors).toEqual([expect.stringContaining('server/content/ may import only the areas media, http')]);
    const analytics = await boundaryErrors('server/analytics/search/fixture.ts', "export { ConnectionStats } from '../visitors/stats.js';\n");
    expect(analytics).toEqual([expect.stringContaining('server/analytics/search/ may import only')]);
  });

  it('keeps server/http free of every area', async () => {
    const errors = await boundaryErrors('server/http/fixture.ts', "export { onContentChanged } from '../content/events.js';\n");
    expect(errors).toEqual([expect.stringContaining('server/http/ imports no area')]);
  });

  it('lets an area import what it depends on, the database seam and the configuration', async () => {
    const code = "export { ContentWriter } from '../content/writer.js';\nexport { dialectOf } from '../db/dialect.js';\nexport type { Config } from '../config.js';\n";
    expect(await boundaryErrors('server/editions/fixture.ts', code)).toEqual([]);
  });

  it('refuses writes of the content tables outside the content area', async () => {
    const knex = "import type { Knex } from 'knex';\nexport const f = (trx: Knex) => trx('articles').where({ id: 'a' }).update({ title: 'x' });\n";
    expect(await errorsOf('content-writes', 'server/staff/sync/fixture.ts', knex)).toEqual([expect.stringContaining("Write of 'articles'")]);
    const aliased = "import type { Knex } from 'knex';\nexport const f = (db: Knex) => db('authors as au').delete();\n";
    expect(await errorsOf('content-writes', 'server/import/fixture.ts', aliased)).toHaveLength(1);
    const batch = "import type { Knex } from 'knex';\nexport const f = (db: Knex) => db.batchInsert('issues', [], 10);\n";
    expect(await errorsOf('content-writes', 'server/editions/fixture.ts', batch)).toHaveLength(1);
    const raw = "import type { Knex } from 'knex';\nexport const f = (db: Knex) => db.raw('DELETE FROM article_authors WHERE name = ?', ['x']);\n";
    expect(await errorsOf('content-writes', 'server/demo/fixture.ts', raw)).toHaveLength(1);
    // The editorial desk, on top of content, writes through the ContentWriter too.
    expect(await errorsOf('content-writes', 'server/desk/fixture.ts', knex)).toEqual([expect.stringContaining("Write of 'articles'")]);
  });

  it('lets the content area write its tables, and others read them or write their own', async () => {
    const write = "import type { Knex } from 'knex';\nexport const f = (trx: Knex) => trx('articles').where({ id: 'a' }).update({ title: 'x' });\n";
    expect(await errorsOf('content-writes', 'server/content/fixture.ts', write)).toEqual([]);
    const others = "import type { Knex } from 'knex';\nexport const f = async (db: Knex) => { await db('articles').select('id'); await db('sync_state').update({ cursor: 1 }); };\n";
    expect(await errorsOf('content-writes', 'server/staff/sync/fixture.ts', others)).toEqual([]);
  });

  it('keeps the content event bus in the composition root, lets only the content area publish, and only server/db tell the databases apart', async () => {
    const bus = "import { ContentEventBus } from '../content/events.js';\nexport const bus = new ContentEventBus();\n";
    expect(await errorsOf('content-event', 'server/web/fixture.ts', bus)).toHaveLength(1);
    expect(await errorsOf('content-event', 'server/content/fixture.ts', "import { ContentEventBus } from './events.js';\nexport const bus = new ContentEventBus();\n")).toHaveLength(1);
    expect(await errorsOf('content-event', 'server/fixture.ts', "import { ContentEventBus } from './content/events.js';\nexport const bus = new ContentEventBus();\n")).toEqual([]);
    const sink = "import type { ContentEventSink } from '../content/events.js';\nexport const f = (events: ContentEventSink) => events.publish([]);\n";
    expect(await errorsOf('content-event', 'server/editions/fixture.ts', sink)).toHaveLength(1);
    expect(await errorsOf('content-event', 'server/content/fixture.ts', sink.replace('../content/', './'))).toEqual([]);
    expect(await errorsOf('content-event', 'server/http/fixture.ts', "import { isSqlite } from '../db/connection.js';\nexport { isSqlite };\n")).toHaveLength(1);
  });
});
