/** Examples of the editorial desk: editions, articles, revisions and corrections (index.ts says where they come from). */
import { EDITION_47 } from './issues.js';
import type { OperationExamples } from './operationExample.js';

/** The draft article the desk's examples follow: as first saved, and with its summary lengthened. */
export const boiraFirst = {
  _id: 'b76b225dae928a7bdbadc479',
  title: 'La boira a la riba',
  section: 'creacio',
  url: 'la-boira-a-la-riba',
  authors: ['Laia Vilardell Puigvert'],
  author: 'Laia Vilardell Puigvert',
  data: '1/2/2024',
  issueNumber: 49,
  featured: false,
  summary: 'Un poema en prosa sobre la boira del matí.',
  status: 'draft',
  text: [{ type: 'paragraph', content: 'La boira s’aixeca de l’aigua com una <em>respiració</em> lenta.' }],
};
const boiraSaved = { ...boiraFirst, summary: 'Un poema en prosa sobre la boira del matí a la riba de l’estany.' };

/** The same article published, its title corrected: the text readers have since the correction. */
const { status: _draft, ...boiraPublished } = boiraFirst;
const boiraCorrected = { ...boiraPublished, title: 'La boira de la riba', correctedAt: '2026-11-28T23:52:30.258Z' };

export const DESK_EXAMPLES: OperationExamples = {
  deskEdition: {
    parameters: { number: 47 },
    answer: {
      issue: EDITION_47,
      articles: [
        {
          article: {
            _id: '6569a0904b270e061517c7a2',
            title: "Editorial: El que queda de l'any",
            section: 'articles',
            url: 'editorial-el-que-queda-de-l-any',
            authors: ['Laia Vilardell Puigvert'],
            author: 'Laia Vilardell Puigvert',
            data: '1/12/2023',
            issueNumber: 47,
            featured: false,
            titlePdf: 'Editorial',
            summary: 'Balanç cultural del 2023: els llibres, les exposicions i les converses que ens han acompanyat.',
            imageCard: 'card-38.jpg',
            text: [
              {
                type: 'paragraph',
                content: "Desembre és temps de balanç. Aquest número repassa el que ens ha quedat de l'any: els llibres que hem rellegit, les exposicions que ens han sacsejat, les converses que encara ens…",
              },
            ],
          },
          revision: 0,
          savedAt: null,
          edition: { number: 47, status: 'published' },
          pendingCorrection: false,
          review: { state: 'accepted', since: null },
          createdBy: null,
        },
      ],
    },
  },
  deskNextNumber: { answer: { number: 49 } },
  deskCreateEdition: {
    body: {
      number: 49,
      title: 'Llum d’hivern',
      description: 'Un número sobre la llum curta dels dies de desembre a l’estany.',
      publicationDate: '2024-02-01',
    },
    answer: {
      issue: {
        _id: '98e85e9cf4f9b743ec2595ef',
        number: 49,
        publicationDate: '2024-02-01',
        year: 2024,
        title: 'Llum d’hivern',
        description: 'Un número sobre la llum curta dels dies de desembre a l’estany.',
        totalArticles: 0,
        sections: [],
        pdfManual: false,
        articlesOrder: [],
        status: 'draft',
      },
      articles: [],
    },
  },
  deskCreateArticle: {
    parameters: { number: 49 },
    body: {
      section: 'creacio',
      title: 'La boira a la riba',
      authors: ['Laia Vilardell Puigvert'],
      data: '1/2/2024',
      summary: 'Un poema en prosa sobre la boira del matí.',
      text: [{ type: 'paragraph', content: 'La boira s’aixeca de l’aigua com una <em>respiració</em> lenta.' }],
    },
    answer: {
      article: boiraFirst,
      revision: 1,
      savedAt: '2026-11-28T23:52:29.508Z',
      edition: { number: 49, status: 'draft' },
      pendingCorrection: false,
      review: { state: 'draft', since: '2026-11-28T23:52:29.508Z' },
      createdBy: 1,
    },
  },
  deskUpdateEdition: {
    parameters: { number: 49 },
    body: {
      title: 'Llum d’hivern',
      description: 'Un número sobre la llum curta dels dies de desembre a l’estany.',
      publicationDate: '2024-02-01',
      articlesOrder: ['b76b225dae928a7bdbadc479'],
    },
    answer: {
      issue: {
        _id: '98e85e9cf4f9b743ec2595ef',
        number: 49,
        publicationDate: '2024-02-01',
        year: 2024,
        title: 'Llum d’hivern',
        description: 'Un número sobre la llum curta dels dies de desembre a l’estany.',
        totalArticles: 1,
        sections: ['creacio'],
        pdfManual: false,
        articlesOrder: ['b76b225dae928a7bdbadc479'],
        status: 'draft',
      },
      articles: [
        {
          article: boiraFirst,
          revision: 1,
          savedAt: '2026-11-28T23:52:29.508Z',
          edition: { number: 49, status: 'draft' },
          pendingCorrection: false,
          review: { state: 'draft', since: '2026-11-28T23:52:29.508Z' },
          createdBy: 1,
        },
      ],
    },
  },
  deskSanitize: {
    body: { html: '<p onclick="x()">La <b>boira</b> <script>alert(1)</script></p>', kind: 'rich' },
    answer: { html: '<p>La <b>boira</b> </p>', removed: true },
  },
  deskArticle: {
    parameters: { id: 'b76b225dae928a7bdbadc479' },
    answer: {
      article: boiraFirst,
      revision: 1,
      savedAt: '2026-11-28T23:52:29.508Z',
      edition: { number: 49, status: 'draft' },
      pendingCorrection: false,
      review: { state: 'draft', since: '2026-11-28T23:52:29.508Z' },
      createdBy: 1,
    },
  },
  deskSaveArticle: {
    parameters: { id: 'b76b225dae928a7bdbadc479' },
    body: {
      title: 'La boira a la riba',
      section: 'creacio',
      url: 'la-boira-a-la-riba',
      authors: ['Laia Vilardell Puigvert'],
      data: '1/2/2024',
      featured: false,
      summary: 'Un poema en prosa sobre la boira del matí a la riba de l’estany.',
      text: [{ type: 'paragraph', content: 'La boira s’aixeca de l’aigua com una <em>respiració</em> lenta.' }],
      baseRevision: 1,
    },
    answer: {
      article: boiraSaved,
      revision: 2,
      savedAt: '2026-11-28T23:52:29.932Z',
      edition: { number: 49, status: 'draft' },
      pendingCorrection: false,
      review: { state: 'draft', since: '2026-11-28T23:52:29.508Z' },
      createdBy: 1,
    },
  },
  deskRevisions: {
    parameters: { id: 'b76b225dae928a7bdbadc479' },
    answer: { revisions: [{ revision: 2, savedBy: 'Laia Vilardell Puigvert', savedAt: '2026-11-28T23:52:29.932Z', title: 'La boira a la riba' }] },
  },
  deskRevision: {
    parameters: { id: 'b76b225dae928a7bdbadc479', revision: 1 },
    answer: {
      revision: 1,
      savedBy: 'Laia Vilardell Puigvert',
      savedAt: '2026-11-28T23:52:29.508Z',
      title: 'La boira a la riba',
      article: boiraFirst,
    },
  },
  deskRestoreRevision: {
    parameters: { id: 'b76b225dae928a7bdbadc479', revision: 1 },
    body: { baseRevision: 2 },
    answer: {
      article: boiraFirst,
      revision: 3,
      savedAt: '2026-11-28T23:52:30.159Z',
      edition: { number: 49, status: 'draft' },
      pendingCorrection: false,
      review: { state: 'draft', since: '2026-11-28T23:52:29.508Z' },
      createdBy: 1,
    },
  },
  deskPendingCorrections: {
    answer: {
      corrections: [{ id: 'b76b225dae928a7bdbadc479', title: 'La boira a la riba', section: 'creacio', issueNumber: 49, updatedAt: '2026-11-28T23:52:30.217Z' }],
    },
  },
  deskPublishCorrection: {
    parameters: { id: 'b76b225dae928a7bdbadc479' },
    body: {},
    answer: {
      article: boiraCorrected,
      revision: 4,
      savedAt: '2026-11-28T23:52:30.217Z',
      edition: { number: 49, status: 'published' },
      pendingCorrection: false,
      review: { state: 'accepted', since: '2026-11-28T23:52:30.180Z' },
      createdBy: 1,
    },
  },
  deskDiscardCorrection: {
    parameters: { id: 'b76b225dae928a7bdbadc479' },
    body: {},
    answer: {
      article: boiraCorrected,
      revision: 6,
      savedAt: '2026-11-28T23:52:30.344Z',
      edition: { number: 49, status: 'published' },
      pendingCorrection: false,
      review: { state: 'accepted', since: '2026-11-28T23:52:30.180Z' },
      createdBy: 1,
    },
  },
  deskDeleteArticle: { parameters: { id: 'b76b225dae928a7bdbadc479' }, answer: { id: 'b76b225dae928a7bdbadc479', deleted: true } },
  deskSlug: { body: { section: 'llibres', title: 'Els llibres de desembre' }, answer: { url: 'els-llibres-de-desembre', available: true, message: null } },
  // A file: the edition as a package (.zip).
  deskEditionPackage: { parameters: { number: 47 } },
};
