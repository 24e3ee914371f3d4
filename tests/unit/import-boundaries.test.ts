/**
 * The import-boundary lint rule fails the build when an import crosses a layer the wrong way. Each
 * fixture is linted as if it sat at its path in the project, with the project's own ESLint config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/import-boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses the server importing the renderer', async () => {
    const errors = await boundaryErrors('server/pdf/fixture.ts', "export { x } from '../../renderer/features/edition-pdf/index.js';\n");
    expect(errors).toEqual([expect.stringContaining('server/ must not import renderer/')]);
  });

  it('refuses the renderer importing the server, also lazily', async () => {
    const errors = await boundaryErrors('renderer/pages/fixture.ts', "export const load = () => import('../../server/app.js');\n");
    expect(errors).toEqual([expect.stringContaining('renderer/ must not import server/')]);
  });

  it('keeps server/db to the connection and migrations', async () => {
    const http = await boundaryErrors('server/db/fixture.ts', "import { contentChanged } from '../http/cache.js';\nexport { contentChanged };\n");
    expect(http).toEqual([expect.stringContaining('server/db/ may import only server/db/, common/')]);
    const area = await boundaryErrors('server/db/migrations/fixture.ts', "import { replaceIssue } from '../../content/store.js';\nexport { replaceIssue };\n");
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
