/**
 * The desk's printed pages: the editor's unsaved state goes to the print engine's worker after a
 * pause, laid over the edition's print content; changes made while a build runs wait for it, and
 * only the newest is composed next; the panel says how many pages and where the article opens.
 * The worker is replaced by a double that answers when told (the engine itself is the PDF
 * route's, tested there and timed by `npm run bench -- desk-preview`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskApi } from '../../common/api/desk.js';
import { editionsApi } from '../../common/api/editions.js';
import type { DeskArticle } from '../../common/api/desk.js';
import type { PrintEdition } from '../../common/pdf/compose.js';
import type { Article } from '../../common/types.js';
import type { PreviewAnswer, PreviewRequest } from '../../common/pdf/previewMessages.js';
import { ArticleEditor } from '../../renderer/features/staff-desk/ArticleEditor.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

const article = (id: string, title: string, url: string): Article => ({
  _id: id,
  title,
  section: 'llibres',
  url,
  text: [{ type: 'paragraph', content: `Text de ${title}.` }],
  authors: ['Marta Puig'],
  data: '01/02/2030',
  issueNumber: 60,
});

const saved: DeskArticle = { article: { ...article('a1', 'Les pedres', 'les-pedres'), status: 'draft' }, revision: 3, savedAt: '2026-11-25T08:05:09.000Z', edition: { number: 60, status: 'draft' }, pendingCorrection: false, review: { state: 'draft', since: null }, createdBy: 1 };

const content: PrintEdition = {
  issue: {
    _id: 'e60',
    number: 60,
    publicationDate: '2030-02-01',
    year: 2030,
    title: 'Pedres',
    description: 'Una edició',
    totalArticles: 2,
    sections: ['llibres'],
    pdfManual: false,
    articlesOrder: ['a0', 'a1'],
    status: 'draft',
  },
  articles: [article('a0', 'Abans', 'abans'), article('a1', 'Les pedres', 'les-pedres')],
};

/** A worker double: records what it is sent and answers when the test says. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  received: PreviewRequest[] = [];
  onmessage: ((event: MessageEvent<PreviewAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.instances.push(this);
  }
  postMessage(request: PreviewRequest) {
    this.received.push(structuredClone(request));
  }
  answer(pageCount: number, pages: Record<string, number>, notices: string[] = []) {
    const id = this.received.at(-1)!.id;
    this.onmessage?.({ data: { id, ok: true, bytes: new Uint8Array([37, 80, 68, 70]), pageCount, pages, notices } } as MessageEvent<PreviewAnswer>);
  }
  terminate() {}
}

afterEach(() => {
  FakeWorker.instances = [];
});

describe('desk: the printed-pages preview', () => {
  it('composes the editor’s unsaved state after a pause, one build at a time, the newest state next', async () => {
    fakeApi([
      [deskApi.slug, (request) => ({ url: (request.body as { title: string }).title, available: true, message: null })],
      [deskApi.saveArticle, () => saved],
      [editionsApi.printContent, () => content],
      [editionsApi.printSite, () => ({ url: 'https://revista.example' })],
    ]);
    vi.stubGlobal('Worker', FakeWorker);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={saved} editionNumber={60} />);

    await waitFor(() => expect(FakeWorker.instances[0]?.received).toHaveLength(1));
    const worker = FakeWorker.instances[0]!;
    const first = worker.received[0]!;
    expect(first.siteUrl).toBe('https://revista.example');
    expect(first.edition.articles.map((a) => a._id)).toEqual(['a0', 'a1']);
    expect(screen.getByTestId('print-preview').dataset.status).toBe('waiting');

    // Two changes while the first build runs: neither is sent until it ends, then only the last.
    const address = screen.getByLabelText('Adreça de l’article');
    await user.type(address, '-i');
    await user.type(address, '-el-riu');
    // Saved 0.8 s after the pause, so the preview's shorter pause (0.3 s) has passed too.
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
    expect(worker.received).toHaveLength(1);
    worker.answer(9, { a0: 4, a1: 6 });
    await waitFor(() => expect(worker.received).toHaveLength(2));
    expect(worker.received[1]!.edition.articles[1]).toMatchObject({ _id: 'a1', url: 'les-pedres-i-el-riu', title: 'Les pedres' });
    expect(screen.getByTestId('print-preview').dataset.status).toBe('updating');

    worker.answer(9, { a0: 4, a1: 6 });
    await waitFor(() => expect(screen.getByTestId('print-preview').dataset.status).toBe('ready'));
    expect(screen.getByText('9 pàgines · l’article comença a la pàgina 6')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descarrega aquest PDF' }).getAttribute('download')).toBe('previsualitzacio-edicio-60.pdf');
    expect(screen.getByTitle('Pàgines impreses (PDF)').getAttribute('src')).toBe('blob:preview#page=6&view=FitH');
  });

  it('names, before export, what the PDF cannot print (issue 26)', async () => {
    fakeApi([[editionsApi.printContent, () => content], [editionsApi.printSite, () => ({ url: 'https://revista.example' })]]);
    vi.stubGlobal('Worker', FakeWorker);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderScreen(<ArticleEditor saved={saved} editionNumber={60} />);
    await waitFor(() => expect(FakeWorker.instances[0]?.received).toHaveLength(1));
    const emoji = '«Les pedres»: el PDF no pot imprimir aquests caràcters, que hi quedarien en blanc: 😀 (emoji). Canvia’ls o descriu-los amb paraules.';
    FakeWorker.instances[0]!.answer(9, { a0: 4, a1: 6 }, [emoji]);
    await waitFor(() => expect(screen.getByTestId('print-preview').dataset.status).toBe('ready'));
    const notices = screen.getByTestId('print-notices');
    expect(notices.textContent).toContain('El PDF no ho imprimirà tot:');
    expect(within(notices).getByRole('listitem').textContent).toBe(emoji);
  });
});
