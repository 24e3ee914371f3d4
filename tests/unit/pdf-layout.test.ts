/** Rules of the edition PDF layout: hyphenation, line breaking, pagination and manual layout. */
import { describe, expect, it } from 'vitest';
import type { Article, BodyBlock, Issue } from '../../common/types.js';
import { articleFlow, setBalanced, type FlowContext } from '../../common/pdf/blocks.js';
import { layoutEdition } from '../../common/pdf/compose.js';
import { creditsPage } from '../../common/pdf/frontMatter.js';
import { printableSiteUrl } from '../../common/pdf/printedAddress.js';
import { PAGE, TEXT_WIDTH } from '../../common/pdf/geometry.js';
import { wordBreaks } from '../../common/pdf/hyphenate.js';
import { parseInline, plainText } from '../../common/pdf/inline.js';
import { breakLines, type Measure, type TextLine } from '../../common/pdf/lineBreak.js';
import type { Box, DrawOp, PdfImage } from '../../common/pdf/model.js';
import { paginate, paginateArticle } from '../../common/pdf/paginate.js';
import { parsePrintStyle } from '../../common/pdf/styles.js';

/** Every character half an em wide: simple to reason about, and enough to exercise the rules. */
const mono: Measure = (text, _style, sizePt) => (text.length * sizePt * 0.5) / 0.75;

const lineText = (line: TextLine) => line.fragments.map((f) => f.text).join(' ');
const lineEnd = (line: TextLine, sizePt: number) => {
  const last = line.fragments[line.fragments.length - 1]!;
  return last.x + mono(last.text, last.style, sizePt);
};

/** The text a reader gets back: line-end hyphens of hyphenation removed, l·l restored. */
function rejoin(lines: TextLine[]): string {
  return lines.reduce((text, line, i) => {
    const current = lineText(line);
    if (i === 0) return current;
    const previous = lines[i - 1]!;
    if (!previous.hyphenated) return `${text} ${current}`;
    const head = text.slice(0, -1);
    return /l$/i.test(head) && /^l/i.test(current) ? `${head}·${current}` : `${head}${current}`;
  }, '');
}

const SENTENCE =
  "La col·lecció d'il·lustracions de l'estany es va exposar a la Porxada: quotidianament, els intel·lectuals de Banyoles hi tornaven per llegir-hi la memòria de l'aigua i la paral·lela història de les fonts.";

describe('Catalan hyphenation', () => {
  it('breaks the geminated l as "l-" / "l", dropping the middle dot', () => {
    expect(wordBreaks('col·lecció')).toContainEqual({ head: 'col-', tail: 'lecció' });
    expect(wordBreaks('intel·ligència')).toContainEqual({ head: 'intel-', tail: 'ligència' });
  });

  it('never leaves fewer than two letters before or three after a break', () => {
    for (const word of ['literatura,', 'quotidianament', 'Banyoles.', 'il·lusió']) {
      for (const { head, tail } of wordBreaks(word)) {
        expect(head.replace(/[^\p{L}]/gu, '').length).toBeGreaterThanOrEqual(2);
        expect(tail.replace(/[^\p{L}]/gu, '').length).toBeGreaterThanOrEqual(3);
      }
    }
    expect(wordBreaks('literatura,').map((b) => b.tail)).not.toContain('ra,');
  });

  it('breaks compounds after their own hyphen without adding another', () => {
    expect(wordBreaks('sis-centes')).toContainEqual({ head: 'sis-', tail: 'centes' });
  });

  it('never puts a soft hyphen in the text', () => {
    const lines = breakLines(parseInline(`${SENTENCE}\u00ad`), { sizePt: 11, width: 200, align: 'justify', hyphenate: true }, mono);
    expect(lines.some((l) => lineText(l).includes('\u00ad'))).toBe(false);
  });
});

describe('line breaking', () => {
  const options = { sizePt: 11, width: 260, align: 'justify' as const, hyphenate: true };
  const lines = breakLines(parseInline(SENTENCE), options, mono);

  it('fills every line but the last exactly to the measure, and none beyond it', () => {
    expect(lines.length).toBeGreaterThan(3);
    lines.slice(0, -1).forEach((line) => expect(lineEnd(line, 11)).toBeCloseTo(260, 5));
    lines.forEach((line) => expect(lineEnd(line, 11)).toBeLessThanOrEqual(260.01));
    expect(lineEnd(lines[lines.length - 1]!, 11)).toBeLessThan(260);
  });

  it('hyphenates with a real hyphen and loses no word', () => {
    expect(lines.some((l) => l.hyphenated)).toBe(true);
    for (const line of lines.filter((l) => l.hyphenated)) expect(lineText(line).endsWith('-')).toBe(true);
    expect(rejoin(lines)).toBe(SENTENCE);
  });

  it('sets "col-" at a line end and "lecció" at the next start when the measure asks for it', () => {
    const narrow = breakLines(parseInline('La col·lecció'), { sizePt: 10, width: mono('La col-', 'normal', 10) + 1, align: 'left', hyphenate: true }, mono);
    expect(narrow.map(lineText)).toEqual(['La col-', 'lecció']);
  });

  it('keeps inline italics and forced breaks', () => {
    const poem = breakLines(parseInline('un <em>vers</em> primer<br>el segon'), { sizePt: 11, width: 400, align: 'center', hyphenate: false }, mono);
    expect(poem.map(lineText)).toEqual(['un vers primer', 'el segon']);
    expect(poem[0]!.fragments.find((f) => f.text === 'vers')?.style).toBe('italic');
  });

  it('justifies the last line only when asked (a paragraph divided by hand)', () => {
    const ending = parseInline('i la fi');
    expect(lineEnd(breakLines(ending, { ...options, justifyLast: true }, mono)[0]!, 11)).toBeCloseTo(260, 5);
    expect(lineEnd(breakLines(ending, options, mono)[0]!, 11)).toBeLessThan(100);
  });
});

const line = (height = 20, keepWithNext = false): Box => ({ height, ops: [], keepWithNext });
const flowOptions = { firstStart: 100, laterStart: 50, budget: 820 };

describe('pagination', () => {
  it('starts the opening page at the first-page start and later pages at 50, within the 820 budget', () => {
    const pages = paginate(Array.from({ length: 100 }, () => line()), flowOptions);
    expect(pages[0]![0]!.y).toBe(100);
    expect(pages[1]![0]!.y).toBe(50);
    for (const page of pages) for (const placed of page) expect(placed.y + placed.box.height).toBeLessThanOrEqual(820);
    expect(pages.flat()).toHaveLength(100);
  });

  it('never leaves a heading alone at the foot of a page', () => {
    const boxes = [...Array.from({ length: 35 }, () => line()), line(30, true), line(20, true), line()];
    const pages = paginate(boxes, flowOptions);
    // 100 + 35 × 20 = 800: the heading would fit, its first lines would not.
    const headingPage = pages.findIndex((p) => p.some((b) => b.box === boxes[35]));
    expect(pages[headingPage]!.some((b) => b.box === boxes[36])).toBe(true);
    expect(headingPage).toBe(1);
  });

  it('drops vertical space at the top of a page', () => {
    const space: Box = { height: 40, ops: [], discardAtTop: true };
    const pages = paginate([...Array.from({ length: 36 }, () => line()), space, line()], flowOptions);
    expect(pages[1]![0]!.box).not.toBe(space);
    expect(pages[1]![0]!.y).toBe(50);
  });

  it('shrinks an image to the space left when it stays large enough, and moves it otherwise', () => {
    const fitted: Box[] = [];
    const image = (height: number): Box => ({
      height,
      ops: [],
      fit: (available) => {
        if (available < height * 0.6) return null;
        const smaller = { height: available, ops: [] };
        fitted.push(smaller);
        return smaller;
      },
    });
    const shrink = paginate([...Array.from({ length: 20 }, () => line()), image(400)], flowOptions);
    expect(shrink).toHaveLength(1);
    expect(fitted[0]!.height).toBe(820 - 500);
    const move = paginate([...Array.from({ length: 30 }, () => line()), image(400)], flowOptions);
    expect(move).toHaveLength(2);
    expect(move[1]![0]!.box.height).toBe(400);
  });

  it('re-paginates with the 880 budget when the last page would carry a few lines only', () => {
    // 36 lines fill the first page (100 → 820); two more would open a nearly empty page.
    const boxes = Array.from({ length: 38 }, () => line());
    expect(paginate(boxes, flowOptions)).toHaveLength(2);
    const pages = paginateArticle(boxes, 100, true);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.at(-1)!.y + 20).toBeLessThanOrEqual(PAGE.repaginationBudget);
  });

  it('keeps the 820 budget when the last page is well filled, or when asked not to re-paginate', () => {
    const long = Array.from({ length: 60 }, () => line());
    const pages = paginateArticle(long, 100, true);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.at(-1)!.y + 20).toBeLessThanOrEqual(820);
    expect(paginateArticle(Array.from({ length: 38 }, () => line()), 100, false)).toHaveLength(2);
  });

  it('takes in up to half the space above a paragraph that misses the page by less', () => {
    const gap = (): Box => ({ height: 12, ops: [], discardAtTop: true });
    // 100 + 34 × 20 = 780, and 12 of space: two lines kept together (32) miss 820 by 4.
    const near = [...Array.from({ length: 34 }, () => line()), gap(), line(16, true), line(16)];
    const pages = paginate(near, flowOptions);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.at(-1)!.y + 16).toBe(820);
    // Three lines kept together miss it by 20, more than half the space: they open the next page.
    const far = [...Array.from({ length: 34 }, () => line()), gap(), line(16, true), line(16, true), line(16)];
    const moved = paginate(far, flowOptions);
    expect(moved).toHaveLength(2);
    expect(moved[0]!.at(-1)!.box.height).toBe(12);
  });

  it('honours manual page numbers and page breaks', () => {
    const boxes = [line(), { ...line(), startPage: 3 }, line(), { ...line(), breakBefore: true }];
    const pages = paginate(boxes, flowOptions);
    expect(pages).toHaveLength(4);
    expect(pages[2]![0]!.box).toBe(boxes[1]);
    expect(pages[3]![0]!.box).toBe(boxes[3]);
  });
});

describe('print styles', () => {
  it('reads the CSS properties that matter on paper and ignores the rest', () => {
    expect(parsePrintStyle('{"fontStyle":"italic","textAlign":"center","fontSize":"16px","marginTop":"24px","display":"flex"}')).toEqual({
      italic: true,
      align: 'center',
      sizePt: 12,
      marginTop: 18,
    });
    expect(parsePrintStyle('{"fontSize":"11pt","fontWeight":"bold","marginBottom":"6pt","width":"120mm"}')).toEqual({
      sizePt: 11,
      bold: true,
      marginBottom: 6,
      width: expect.closeTo(340.16, 2),
    });
    expect(parsePrintStyle('not json')).toEqual({});
    expect(parsePrintStyle('[1,2]')).toEqual({});
  });
});

const texts = (boxes: Box[]) => boxes.flatMap((b) => b.ops).filter((op): op is Extract<DrawOp, { kind: 'text' }> => op.kind === 'text').map((op) => op.text);
const image: PdfImage = { data: new Uint8Array([0x89, 0x50]), format: 'PNG', width: 1200, height: 800 };

function article(text: BodyBlock[], extra: Partial<Article> = {}): Article {
  return { _id: 'a', title: 'Títol', section: 'articles', url: 'titol', text, authors: ['Anna Riera'], data: '1/1/2024', issueNumber: 1, ...extra };
}

describe('article flow', () => {
  const ctx: FlowContext = { measure: mono, images: new Map([['ok.jpg', image]]), siteUrl: 'https://revista.test', manual: false };

  it('sets notes and bibliography after the text, wherever they stand in the body', () => {
    const flow = articleFlow(
      article([
        { type: 'footnotes', notes: [{ content: 'Una nota.' }] },
        { type: 'biography', content: ['Un llibre.'] },
        { type: 'paragraph', content: 'El text.' },
      ]),
      ctx,
    );
    const words = texts(flow);
    expect(words.indexOf('text.')).toBeLessThan(words.indexOf('NOTES'));
    expect(words.indexOf('NOTES')).toBeLessThan(words.indexOf('BIBLIOGRAFIA'));
  });

  it('prints a list with its bullets or numbers, items hanging after them', () => {
    const flow = articleFlow(
      article([
        { type: 'list', ordered: false, items: ['Pa', 'Vi'] },
        { type: 'list', ordered: true, items: ['Primer', 'Segon'] },
      ]),
      ctx,
    );
    const ops = flow.flatMap((b) => b.ops).flatMap((op) => (op.kind === 'text' ? [op] : []));
    expect(ops.map((op) => op.text)).toEqual(['•', 'Pa', '•', 'Vi', '1.', 'Primer', '2.', 'Segon']);
    expect(ops[1]!.x).toBeGreaterThan(ops[0]!.x + 10);
  });

  it('sets superscript and subscript smaller, above and below the line, not run into the word', () => {
    const flow = articleFlow(article([{ type: 'paragraph', content: 'Aigua<sup>1</sup> i H<sub>2</sub>O' }]), ctx);
    const ops = flow.flatMap((b) => b.ops).flatMap((op) => (op.kind === 'text' ? [op] : []));
    const at = (text: string) => ops.find((op) => op.text === text)!;
    expect(ops.map((op) => op.text)).toEqual(['Aigua', '1', 'i', 'H', '2', 'O']);
    expect(at('1').sizePt).toBeLessThan(at('Aigua').sizePt);
    expect(at('1').y).toBeLessThan(at('Aigua').y);
    expect(at('2').y).toBeGreaterThan(at('H').y);
    expect(at('1').x).toBeCloseTo(at('Aigua').x + mono('Aigua', 'normal', at('Aigua').sizePt));
  });

  it('sets an epigraph off from the text it opens: space after the run of right-set lines, none within it, the text flush', () => {
    const right = JSON.stringify({ fontStyle: 'italic', textAlign: 'right' });
    const flow = articleFlow(
      article([
        { type: 'paragraph', content: '«Una pel·lícula vista sol és un record.»', styles: right },
        { type: 'paragraph', content: '— Ton Sureda', styles: right },
        { type: 'paragraph', content: 'Durant dècades, cada barri tenia el seu cinema.' },
        { type: 'paragraph', content: 'La foscor compartida de la sala.' },
        { type: 'paragraph', content: 'Fi.', styles: JSON.stringify({ textAlign: 'center' }) },
        { type: 'paragraph', content: 'Després.' },
      ]),
      ctx,
    );
    const first = (word: string) => flow.findIndex((b) => b.ops.some((op) => op.kind === 'text' && op.text === word));
    const gapBefore = (index: number) => (flow[index - 1]!.ops.length === 0 ? flow[index - 1]!.height : 0);
    const xOf = (word: string) => flow[first(word)]!.ops.flatMap((op) => (op.kind === 'text' ? [op] : []))[0]!.x;
    // The source follows its quote directly; the text comes after a space, flush left; the next paragraph is indented.
    expect(gapBefore(first('—'))).toBe(0);
    expect(gapBefore(first('Durant'))).toBe(10);
    expect(xOf('Durant')).toBe(0);
    expect(xOf('La')).toBe(18);
    // A centred line is set off too, on both sides.
    expect(gapBefore(first('Fi.'))).toBe(10);
    expect(gapBefore(first('Després.'))).toBe(10);
    expect(xOf('Després.')).toBe(0);
  });

  it('leaves out images that failed to load, keeping the ones that did', () => {
    const flow = articleFlow(article([{ type: 'image', name: 'broken.jpg', content: 'Perduda' }, { type: 'image', name: 'ok.jpg', content: 'Vista' }]), ctx);
    const images = flow.flatMap((b) => b.ops).filter((op) => op.kind === 'image');
    expect(images).toHaveLength(1);
    expect(texts(flow)).not.toContain('Perduda');
    const box = flow.find((b) => b.ops.some((op) => op.kind === 'image'))!;
    const op = box.ops.find((o) => o.kind === 'image')!;
    expect(op.kind === 'image' && op.width).toBeLessThanOrEqual(TEXT_WIDTH);
  });

  it('keeps a caption with its picture, before the text of the paragraph that carries it (common/captions.ts)', () => {
    const flow = articleFlow(
      article([
        { type: 'paragraph', content: 'Text', image: { name: 'ok.jpg' } },
        { type: 'paragraph', content: '<em>Peu</em> de foto', className: 'image-foot' },
        { type: 'paragraph', content: 'Després' },
      ]),
      ctx,
    );
    const boxOf = (word: string) => flow.findIndex((b) => b.ops.some((op) => op.kind === 'text' && op.text === word));
    const picture = flow.findIndex((b) => b.ops.some((op) => op.kind === 'image'));
    // In the picture's own box (so never on another page), then the paragraph's text, once.
    expect(boxOf('Peu')).toBe(picture);
    expect(boxOf('Text')).toBeGreaterThan(picture);
    expect(texts(flow).filter((t) => t === 'Peu')).toHaveLength(1);
    expect(boxOf('Després')).toBeGreaterThan(boxOf('Text'));
  });

  it('turns videos and YouTube embeds into QR codes: a video to the article’s page, where it plays; YouTube at its start time', () => {
    const flow = articleFlow(
      article([
        { type: 'video', name: 'taller.mp4', content: 'El taller' },
        { type: 'youtube', content: 'https://www.youtube-nocookie.com/embed/abc123XYZ?start=62', foot: 'Conversa' },
      ]),
      ctx,
    );
    const links = flow.flatMap((b) => b.ops).flatMap((op) => (op.kind === 'link' ? [op.url] : []));
    expect(links).toEqual(['https://revista.test/articles/titol', 'https://www.youtube.com/watch?v=abc123XYZ&t=62']);
    expect(flow.flatMap((b) => b.ops).filter((op) => op.kind === 'qr')).toHaveLength(2);
  });

  it('in manual layout, honours page, division and QR attributes', () => {
    const manual = { ...ctx, manual: true };
    const flow = articleFlow(
      article([
        { type: 'paragraph', content: 'Primer.' },
        { type: 'paragraph', content: 'ignorat', pdf: { division: { contentPage: 'Fi de pàgina', contentNextPage: 'Inici de la següent', alignLast: true } } },
        { type: 'paragraph', content: 'A la tercera.', pdf: { page: 3, styles: '{"textAlign":"center"}' } },
        { type: 'paragraph', content: 'Escaneu-me', pdf: { type: 'qr', path: '/edicio/12' } },
      ]),
      manual,
    );
    const next = flow.find((b) => texts([b]).includes('Inici'));
    expect(next?.breakBefore).toBe(true);
    expect(texts(flow)).not.toContain('ignorat');
    expect(flow.find((b) => texts([b]).includes('tercera.'))?.startPage).toBe(3);
    expect(flow.flatMap((b) => b.ops).some((op) => op.kind === 'link' && op.url === 'https://revista.test/edicio/12')).toBe(true);
    // Without pdfManual the same attributes are ignored.
    const automatic = articleFlow(article([{ type: 'paragraph', content: 'A la tercera.', pdf: { page: 3 } }]), ctx);
    expect(automatic.some((b) => b.startPage !== undefined)).toBe(false);
  });
});

describe('edition layout', () => {
  const issue: Issue = {
    _id: 'i', number: 7, publicationDate: '2020-08-01', year: 2020, title: 'Elogi de la lentitud', description: 'Un número lent.',
    totalArticles: 3, sections: ['articles'], pdfManual: false, articlesOrder: [],
  };
  const paragraphs = (n: number): BodyBlock[] => Array.from({ length: n }, () => ({ type: 'paragraph', content: SENTENCE }));
  const articles = [
    article(paragraphs(30), { _id: 'a1', title: 'Primer article' }),
    article(paragraphs(2), { _id: 'a2', title: 'Segon', titlePdf: 'Segon, <em>per al paper</em>' }),
    article(paragraphs(12), { _id: 'a3', title: 'Tercer' }),
  ];
  const layout = layoutEdition({ issue, articles }, { measure: mono, images: new Map(), siteUrl: 'https://revista.test' });

  it('orders cover, credits, index, articles and the closing page', () => {
    const kinds = layout.pages.map((p) => p.kind);
    expect(kinds.slice(0, 3)).toEqual(['cover', 'credits', 'index']);
    expect(kinds[kinds.length - 1]).toBe('closing');
    expect(kinds.filter((k) => k === 'article').length).toBeGreaterThanOrEqual(3);
  });

  it('gives index page numbers that are the pages where each article opens', () => {
    expect(layout.index.map((l) => l.title)).toEqual(['Primer article', 'Segon, per al paper', 'Tercer']);
    for (const entry of layout.index) {
      const page = layout.pages[entry.page - 1]!;
      expect(page.articleId).toBe(entry.articleId);
      expect(page.opening).toBe(true);
    }
    const indexTexts = layout.pages[2]!.ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));
    for (const entry of layout.index) expect(indexTexts).toContain(String(entry.page));
  });

  it('prints the titlePdf when there is one, and every Catalan character as written', () => {
    const opening = layout.pages[layout.index[1]!.page - 1]!;
    const words = opening.ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));
    expect(words).toEqual(expect.arrayContaining(['Segon,', 'per', 'al', 'paper']));
    expect(plainText('à è é í ï ò ó ú ü ç l&middot;l ŀl')).toBe('à è é í ï ò ó ú ü ç l·l l·l');
  });
});

describe('the address a PDF prints (issue 21, defect 2)', () => {
  it('is printed only when it is a public one: never this machine’s or its network’s', () => {
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:49213', 'http://0.0.0.0:3000', 'http://10.0.0.5', 'http://192.168.1.20:8080', 'http://172.20.0.3', 'http://169.254.1.1', 'http://[::1]:3000', 'http://[fd00::5]', 'http://revista.local', 'http://revista:3000', 'file:///tmp', 'no és una adreça']) {
      expect(printableSiteUrl(local), local).toBeNull();
    }
    expect(printableSiteUrl('https://revistaestany.cat/')).toBe('https://revistaestany.cat');
    expect(printableSiteUrl('https://revista.example')).toBe('https://revista.example');
    expect(printableSiteUrl('http://[2001:db8::1]')).toBe('http://[2001:db8::1]');
    expect(printableSiteUrl('http://172.32.0.1')).toBe('http://172.32.0.1');
  });

  const edition = {
    issue: { _id: 'i', number: 48, title: 'Quatre anys', description: 'Una edició.', publicationDate: '2024-01-01', year: 2024, coverImage: '', pdfManual: false, articlesOrder: ['v'] } as unknown as Issue,
    articles: [article([{ type: 'paragraph', content: 'Text.' }, { type: 'video', name: 'taller.mp4', content: 'El taller' }, { type: 'youtube', content: 'https://www.youtube.com/embed/abc123XYZ', foot: 'Conversa' }], { _id: 'v' })],
  };
  const printed = (siteUrl: string) => {
    const ops = layoutEdition(edition, { measure: mono, images: new Map(), siteUrl }).pages.flatMap((p) => p.ops);
    return {
      links: ops.flatMap((op) => (op.kind === 'link' ? [op.url] : [])),
      codes: ops.filter((op) => op.kind === 'qr').length,
      text: ops.flatMap((op) => (op.kind === 'text' ? [op.text] : [])).join(' '),
    };
  };

  it('leads the back cover’s and the videos’ codes to the public site', () => {
    const { links, codes, text } = printed('https://revista.example');
    expect(links).toEqual(['https://revista.example/articles/titol', 'https://www.youtube.com/watch?v=abc123XYZ', 'https://revista.example/edicio/48']);
    expect(codes).toBe(3);
    expect(text).toContain('revista.example/edicio/48');
    expect(text).toContain('Llegiu aquest número en línia');
  });

  it('with only a local address known, prints no code or address that would lead to it (an outside one stays)', () => {
    const { links, codes, text } = printed('http://127.0.0.1:49213');
    expect(links).toEqual(['https://www.youtube.com/watch?v=abc123XYZ']);
    expect(codes).toBe(1);
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|Llegiu aquest número en línia/);
    expect(text).toContain('redaccio@revistaestany.cat');
  });
});

describe('Catalan elision in the PDF (issue 21, defect 9)', () => {
  it("credits a cover artist whose name opens with a vowel as «…», d'Anna", () => {
    const issue = { _id: 'i', number: 48, title: 'Quatre anys', description: 'Una edició.', publicationDate: '2024-01-01', year: 2024, coverImage: '', pdfManual: false, articlesOrder: [], coverCredit: { artist: 'Anna Grau', artwork: 'Camins', profileUrl: 'https://example.org/anna' } } as unknown as Issue;
    const text = creditsPage(issue, [], 'https://revista.example', mono)
      .flatMap((op) => (op.kind === 'text' ? [op.text] : []))
      .join(' ');
    expect(text).toMatch(/«Camins», d['’]Anna Grau\./);
    expect(text).not.toMatch(/de Anna/);
  });
});

describe('Hebrew in a Catalan line (issue 26, defect 5)', () => {
  it('sets a run of Hebrew words from the right, the Catalan around it as it was', () => {
    const [line] = breakLines(parseInline('Diu שלום עולם ספר i marxa.'), { sizePt: 10, width: 1000, align: 'left', hyphenate: false }, mono);
    const x = Object.fromEntries(line!.fragments.map((f) => [f.text, f.x]));
    expect(x['Diu']).toBeLessThan(x['ספר']!);
    // Read from the right: the first word is the rightmost.
    expect(x['שלום']).toBeGreaterThan(x['עולם']!);
    expect(x['עולם']).toBeGreaterThan(x['ספר']!);
    expect(x['ספר']).toBeCloseTo(x['Diu']! + mono('Diu ', 'normal', 10), 6);
    expect(x['i']).toBeGreaterThan(x['שלום']!);
  });
});

describe('what the PDF cannot print is named before export (issue 26, defect 5)', () => {
  const issue = { _id: 'i', number: 48, title: 'Quatre anys', description: 'Una edició.', publicationDate: '2024-01-01', year: 2024, coverImage: '', pdfManual: false, articlesOrder: ['e'] } as unknown as Issue;
  /** Fonts with Latin, Greek and Hebrew, as the PDF embeds, and no Arabic, Chinese or emoji pictures. */
  const printable = (char: string) => !/[\p{Script=Arabic}\p{Script=Han}\u{1F300}-\u{1FAFF}]/u.test(char);
  const layout = (text: BodyBlock[], title = 'Veus') =>
    layoutEdition({ issue, articles: [article(text, { _id: 'e', title })] }, { measure: mono, images: new Map(), siteUrl: 'https://revista.example', printable });

  it('lists, per article, the characters no embedded font has, with what they are', () => {
    const { notices } = layout([{ type: 'paragraph', content: 'Ἀχιλλεύς, שלום, un somriure 😀, مرحبا i 中文, i 😀 un altre cop.' }]);
    expect(notices).toEqual([
      '«Veus»: el PDF no pot imprimir aquests caràcters, que hi quedarien en blanc: 😀 (emoji), م ر ح ب ا (àrab), 中 文 (xinès o japonès). Canvia’ls o descriu-los amb paraules.',
    ]);
  });

  it('says nothing when everything prints', () => {
    expect(layout([{ type: 'paragraph', content: 'Ἀχιλλεύς i שלום, col·lecció.' }]).notices).toEqual([]);
  });

  it('names an empty YouTube, video or QR block instead of failing', () => {
    const { notices } = layout([
      { type: 'paragraph', content: 'Text.' },
      { type: 'youtube', content: '' },
      { type: 'image-foot', content: 'Més informació', path: '' },
      { type: 'video', name: '' },
    ]);
    expect(notices).toEqual([
      '«Veus», bloc 2 (YouTube): és buit, i el PDF no hi pot posar cap codi QR. Enganxa-hi l’adreça del vídeo o treu el bloc.',
      '«Veus», bloc 3 (Peu amb codi QR): és buit, i el PDF no hi pot posar cap codi QR. Escriu-hi l’adreça a què ha de portar el codi o treu el bloc.',
      '«Veus», bloc 4 (Vídeo): és buit, i el PDF no hi pot posar cap codi QR. Tria-hi un vídeo de la mediateca o treu el bloc.',
    ]);
  });
});

describe('decomposed text', () => {
  it('prints an accent typed as a separate mark on its letter (NFC)', () => {
    const decomposed = 'Nu\u0301ria i la canc\u0327o\u0301';
    expect(plainText(decomposed)).toBe('Núria i la cançó');
    expect(parseInline(`<em>${decomposed}</em>`).flatMap((word) => (word ?? []).map((f) => f.text))).toEqual(['Núria', 'i', 'la', 'cançó']);
  });
});

describe('display text is balanced', () => {
  it('sets a title on lines of even length, never ending on one word, in as many lines', () => {
    const title = parseInline('Les recomanacions de gener de 2024');
    const spec = { sizePt: 28, align: 'left' as const, hyphenate: false, width: 560 };
    expect(breakLines(title, { ...spec, firstIndent: 0, justifyLast: false }, mono).map(lineText)).toEqual(['Les recomanacions de gener de', '2024']);
    const balanced = setBalanced(title, spec, mono);
    expect(balanced.lines.map(lineText)).toEqual(['Les recomanacions', 'de gener de 2024']);
    expect(balanced.spec.x ?? 0).toBe(0);
  });

  it('keeps a centred quote centred on the narrower measure, and running text on the full one', () => {
    const quote = parseInline('L’aigua de Banyoles ha estat font de vida i de feina durant segles.');
    const centred = setBalanced(quote, { sizePt: 15, align: 'center', width: 380, x: 40 }, mono);
    expect(centred.lines).toHaveLength(2);
    expect(centred.spec.x! - 40).toBeCloseTo((380 - centred.spec.width!) / 2, 5);
    const running = setBalanced(quote, { sizePt: 15, align: 'justify', width: 380 }, mono);
    expect(running.spec.width).toBe(380);
  });
});
