/** `npm run bench`: every benchmark, one after the other; `npm run bench -- api search` runs some. */
import { runAnalyticsBench } from './analytics.js';
import { runApiBench } from './api.js';
import { runBundleBench } from './bundle.js';
import { runDeskEditorBench } from './deskEditor.js';
import { runDeskPreviewBench } from './deskPreview.js';
import { runDeskSaveBench } from './deskSave.js';
import { runEditingBench } from './editing.js';
import { runKioskBench } from './kiosk.js';
import { runLighthouseBench } from './lighthouse.js';
import { runBackupBench, runOpsBench } from './ops.js';
import { runPdfBench } from './pdf.js';
import { runRecordBench } from './record.js';
import { runScaleBench } from './scale.js';
import { scaleSearchReport } from './scaleSearch.js';
import { runScheduleBench } from './schedule.js';
import { runSearchBench } from './search.js';
import { runSeoBench } from './seo.js';
import { runSsrBench } from './ssr.js';
import { runStaffBench } from './staff.js';
import { runSyncBench } from './sync.js';

const benches: Record<string, () => Promise<string>> = {
  api: runApiBench,
  bundle: runBundleBench,
  lighthouse: runLighthouseBench,
  seo: runSeoBench,
  ssr: runSsrBench,
  search: runSearchBench,
  analytics: runAnalyticsBench,
  pdf: runPdfBench,
  // Issue 14's figures: content API, ingest and two instances, then search p95 at 100k articles.
  scale: async () => `${await runScaleBench()}\n\n${await scaleSearchReport()}`,
  sync: runSyncBench,
  kiosk: runKioskBench,
  desk: runDeskSaveBench,
  // Issue 20's editor: opening, typing and the preview with a 10,000-word article (needs the build).
  'desk-editor': runDeskEditorBench,
  'desk-preview': runDeskPreviewBench,
  // Issue 30: logs and metrics against neither, the scrape, an automatic backup beside readers.
  ops: runOpsBench,
  // ops's backup part alone; run when named (ops runs it already).
  'ops-backup': runBackupBench,
  // Issue 32: readers' cached pages and answers while a draft is saved every 800 ms.
  editing: runEditingBench,
  // Issue 27: the record's screen, first page with and without filters, at 1 million entries.
  record: runRecordBench,
  // Issue 28: the scheduler's tick beside readers (10,000 schedules waiting, ticking 1,000× faster).
  schedule: runScheduleBench,
  // Issue 27: sign-in, and what a session or personal token check adds to a request.
  staff: runStaffBench,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length > 0 ? !wanted.includes(name) : name === 'ops-backup') continue;
  console.info(`\n# ${name}`);
  console.info(await run());
}
