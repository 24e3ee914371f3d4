/** Examples of the articles: lists, one article by its address (index.ts says where they come from). */
import type { OperationExamples } from './operationExample.js';

export const CONTENT_EXAMPLES: OperationExamples = {
  contentListArticles: {
    parameters: { section: 'llibres', page: 1, limit: 2 },
    answer: {
      articles: [
        {
          _id: '64eb109002ecd0610c753a05',
          title: "El prestatge d’agost de 2023",
          section: 'llibres',
          url: 'el-prestatge-d-agost-de-2023',
          authors: ['Ferran Clotet Rubió', 'Roger Cabanyes Font'],
          data: '27/8/2023',
          issueNumber: 43,
          featured: false,
          summary: 'Els llibres del mes: <em>Veïns</em>, <em>Ciutat de vidre</em>, <em>Llibre de meravelles</em>, <em>Cartes a una jove poeta</em>.',
          imageCard: 'card-05.jpg',
        },
      ],
      pagination: { page: 1, limit: 2, total: 84, pages: 42 },
    },
  },
  contentRecentArticles: {
    parameters: { limit: 2 },
    answer: {
      articles: [
        {
          _id: '65af80103dfcf7d54be4bc29',
          title: 'Sessió contínua',
          section: 'articles',
          url: 'sessio-continua',
          authors: ['Xavier Batlle Oms'],
          author: 'Xavier Batlle Oms',
          data: '23/1/2024',
          issueNumber: 48,
          featured: false,
          summary: 'Una història sentimental dels cinemes de barri i de poble, i de <em>tot el que hi vam aprendre</em>.',
          imageCard: 'card-48.jpg',
        },
      ],
    },
  },
  contentFeaturedArticles: {
    parameters: { limit: 2 },
    answer: {
      articles: [
        {
          _id: '65927f106fcc5c6bb40dfecf',
          title: 'Herbaris',
          section: 'articles',
          url: 'herbaris',
          authors: ['Lluc Riera Tomàs'],
          author: 'Lluc Riera Tomàs',
          data: '1/1/2024',
          issueNumber: 48,
          featured: true,
          summary: "Els jardins de la literatura catalana, del jardí de Rodoreda a l'hort del veí.",
          imageCard: 'card-47.jpg',
        },
      ],
    },
  },
  contentSectionArticles: {
    parameters: { section: 'creacio', page: 1, limit: 2 },
    answer: {
      articles: [
        {
          _id: '6595221040962d07c7aeba7b',
          title: 'Històries del mercat',
          section: 'creacio',
          url: 'histories-del-mercat',
          authors: ['Clara Rovirosa Bassols'],
          author: 'Clara Rovirosa Bassols',
          data: '3/1/2024',
          issueNumber: 48,
          featured: false,
          summary: 'Microrelats del natural: <em>La veïna del tercer</em>, <em>Receptari</em> i altres escenes de la vida quotidiana.',
          imageCard: 'card-51.jpg',
        },
      ],
      pagination: { page: 1, limit: 2, total: 102, pages: 51 },
    },
  },
  contentAuthorArticles: {
    parameters: { author: 'Ferran Clotet Rubió', page: 1, limit: 2 },
    answer: {
      articles: [
        {
          _id: '65a3a2907361a8d0c62c3a9c',
          title: 'Les recomanacions de gener de 2024',
          section: 'recomanacions',
          url: 'les-recomanacions-de-gener-de-2024',
          authors: ['Ferran Clotet Rubió'],
          author: 'Ferran Clotet Rubió',
          data: '14/1/2024',
          issueNumber: 48,
          featured: false,
          summary: 'Un llibre, música, una exposició i cinema: les propostes de la redacció per al gener.',
          imageCard: 'card-53.jpg',
        },
      ],
      pagination: { page: 1, limit: 2, total: 18, pages: 9 },
    },
  },
  contentAuthorsArticles: {
    parameters: { authors: ['Ferran Clotet Rubió', 'Xavier Batlle Oms'], page: 1, limit: 2 },
    answer: {
      articles: [
        {
          _id: '65af80103dfcf7d54be4bc29',
          title: 'Sessió contínua',
          section: 'articles',
          url: 'sessio-continua',
          authors: ['Xavier Batlle Oms'],
          author: 'Xavier Batlle Oms',
          data: '23/1/2024',
          issueNumber: 48,
          featured: false,
          summary: 'Una història sentimental dels cinemes de barri i de poble, i de <em>tot el que hi vam aprendre</em>.',
          imageCard: 'card-48.jpg',
        },
      ],
      pagination: { page: 1, limit: 2, total: 30, pages: 15 },
    },
  },
  contentArticleBySlug: {
    parameters: { slug: 'el-prestatge-d-agost-de-2023' },
    answer: {
      _id: '64eb109002ecd0610c753a05',
      title: "El prestatge d’agost de 2023",
      section: 'llibres',
      url: 'el-prestatge-d-agost-de-2023',
      authors: ['Ferran Clotet Rubió', 'Roger Cabanyes Font'],
      data: '27/8/2023',
      issueNumber: 43,
      featured: false,
      summary: 'Els llibres del mes: <em>Veïns</em>, <em>Ciutat de vidre</em>, <em>Llibre de meravelles</em>, <em>Cartes a una jove poeta</em>.',
      imageCard: 'card-05.jpg',
      text: [
        {
          type: 'paragraph',
          content: 'Us proposem tres lectures per a aquest agost. Tres llibres molt diferents que, llegits junts, dibuixen un petit mapa de la literatura que ens interessa.',
        },
      ],
    },
  },
  contentArticleBySectionAndUrl: {
    parameters: { section: 'llibres', url: 'el-prestatge-d-agost-de-2023' },
    answer: {
      _id: '64eb109002ecd0610c753a05',
      title: "El prestatge d’agost de 2023",
      section: 'llibres',
      url: 'el-prestatge-d-agost-de-2023',
      authors: ['Ferran Clotet Rubió', 'Roger Cabanyes Font'],
      data: '27/8/2023',
      issueNumber: 43,
      featured: false,
      summary: 'Els llibres del mes: <em>Veïns</em>, <em>Ciutat de vidre</em>, <em>Llibre de meravelles</em>, <em>Cartes a una jove poeta</em>.',
      imageCard: 'card-05.jpg',
      text: [
        {
          type: 'paragraph',
          content: 'Us proposem tres lectures per a aquest agost. Tres llibres molt diferents que, llegits junts, dibuixen un petit mapa de la literatura que ens interessa.',
        },
      ],
    },
  },
};
