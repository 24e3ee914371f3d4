/** Examples of the editions as readers see them (index.ts says where they come from). */
import type { OperationExamples } from './operationExample.js';

/** Edition 47 of the demo magazine, as the reader's and the print view's answers carry it. */
export const EDITION_47 = {
  _id: '6569a090da9411ff8a244b7b',
  number: 47,
  publicationDate: '2023-12-01',
  year: 2023,
  title: "El que queda de l'any",
  description: 'Balanç cultural del 2023: els llibres, les exposicions i les converses que ens han acompanyat.',
  coverImage: 'cover-47.jpg',
  totalArticles: 8,
  sections: ['articles', 'creacio', 'entrevistes', 'llocs', 'recomanacions'],
  pdfManual: false,
  articlesOrder: [
    '6569a0904b270e061517c7a2',
    '6583fe9086eb63b71d5cba9b',
    '656ee690ba8f578f7d4d6b23',
    '65815b90b768dc75dd0c6031',
    '656af210a36eced987a60ac5',
    '657d6710e1b73456d76121fa',
    '65757e10b5687a095045c64d',
    '656ee6906b9331b2447db3d6',
  ],
  coverCredit: { artist: 'Rosa Llobet', artwork: 'Pluja a Girona', profileUrl: 'https://www.instagram.com/rosallobet.pinta' },
};

export const ISSUE_EXAMPLES: OperationExamples = {
  contentLatestIssue: {
    answer: {
      issue: {
        _id: '65927f10df9419de872446c2',
        number: 48,
        publicationDate: '2024-01-01',
        year: 2024,
        title: "Quatre anys d'estany",
        description: 'Quaranta-nou números després, la revista celebra quatre anys mirant enrere i endavant.',
        coverImage: 'cover-48.jpg',
        totalArticles: 8,
        sections: ['articles', 'creacio', 'entrevistes', 'llocs', 'recomanacions'],
        pdfManual: false,
        articlesOrder: [
          '65927f10db10b2c73030cebb',
          '65927f106fcc5c6bb40dfecf',
          '65af80103dfcf7d54be4bc29',
          '65a8e890c0ec27cf6abc4adb',
          '65927f104a9a104a3d219a7e',
          '6595221040962d07c7aeba7b',
          '659d0b102e508d78d7ba9564',
          '65a3a2907361a8d0c62c3a9c',
        ],
        coverCredit: { artist: 'Clàudia Ferrús', artwork: 'Surgència', profileUrl: 'https://www.instagram.com/claudia.ferrus.pintura' },
      },
      articles: [
        {
          _id: '65927f10db10b2c73030cebb',
          title: "Editorial: Quatre anys d'estany",
          section: 'articles',
          url: 'editorial-quatre-anys-d-estany',
          authors: ['Laia Vilardell Puigvert'],
          author: 'Laia Vilardell Puigvert',
          data: '1/1/2024',
          issueNumber: 48,
          featured: false,
          titlePdf: 'Editorial',
          summary: 'Quaranta-nou números després, la revista celebra quatre anys mirant enrere i endavant.',
          imageCard: 'card-46.jpg',
        },
      ],
    },
  },
  contentIssueWithArticles: {
    parameters: { number: 47 },
    answer: {
      issue: EDITION_47,
      articles: [
        {
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
        },
      ],
    },
  },
  contentIssuesOfYear: {
    parameters: { year: 2023 },
    answer: {
      issues: [
        {
          _id: '6569a090da9411ff8a244b7b',
          number: 47,
          publicationDate: '2023-12-01',
          year: 2023,
          title: "El que queda de l'any",
          description: 'Balanç cultural del 2023: els llibres, les exposicions i les converses que ens han acompanyat.',
          coverImage: 'cover-47.jpg',
          totalArticles: 8,
          sections: ['articles', 'creacio', 'entrevistes', 'llocs', 'recomanacions'],
        },
      ],
    },
  },
  contentIssueByNumber: {
    parameters: { number: 47 },
    answer: EDITION_47,
  },
  contentIssueByYearAndNumber: {
    parameters: { year: 2023, number: 47 },
    answer: EDITION_47,
  },
  contentListIssues: {
    parameters: { limit: 1 },
    answer: {
      issues: [
        {
          _id: '65927f10df9419de872446c2',
          number: 48,
          publicationDate: '2024-01-01',
          year: 2024,
          title: "Quatre anys d'estany",
          description: 'Quaranta-nou números després, la revista celebra quatre anys mirant enrere i endavant.',
          coverImage: 'cover-48.jpg',
          totalArticles: 8,
          sections: ['articles', 'creacio', 'entrevistes', 'llocs', 'recomanacions'],
        },
      ],
      pagination: { page: 1, limit: 1, total: 49, pages: 49 },
    },
  },
  contentIssueYears: { answer: { years: [2024, 2023, 2022, 2021, 2020] } },
};
