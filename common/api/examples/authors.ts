/** Examples of the authors: public reads and the staff’s writes (index.ts says where they come from). */
import type { OperationExamples } from './operationExample.js';

export const AUTHOR_EXAMPLES: OperationExamples = {
  authorsList: {
    parameters: { page: 1, limit: 2 },
    answer: {
      authors: [
        {
          _id: '5de381109cbc5e76faa32eca',
          slug: 'aina-rossello-ferragut',
          name: 'Aina Rosselló Ferragut',
          photo: 'author-13.jpg',
          profession: 'Escriptora',
          bio: { short: 'Escriptora mallorquina. Les seves novel·les fan olor de pi i de sal.' },
          stats: { totalArticles: 19, lastPublication: '2024-01-01' },
        },
      ],
      pagination: { page: 1, limit: 2, total: 35, pages: 18 },
    },
  },
  authorsSearch: {
    parameters: { q: 'poeta', limit: 2 },
    answer: {
      authors: [
        {
          _id: '5de38110e2db7f76ffc5f32a',
          slug: 'laia-vilardell-puigvert',
          name: 'Laia Vilardell Puigvert',
          photo: 'author-01.jpg',
          profession: 'Poeta i directora de la revista',
          bio: { short: 'Poeta i editora. Dirigeix la Revista Estany des de la primera pedra i escriu sobre <em>aigua, llum i paraules</em>.' },
          stats: { totalArticles: 56, lastPublication: '2024-01-01' },
        },
      ],
    },
  },
  authorsBySlug: {
    parameters: { slug: 'aina-rossello-ferragut' },
    answer: {
      _id: '5de381109cbc5e76faa32eca',
      slug: 'aina-rossello-ferragut',
      name: 'Aina Rosselló Ferragut',
      photo: 'author-13.jpg',
      profession: 'Escriptora',
      location: 'Palma',
      bio: {
        short: 'Escriptora mallorquina. Les seves novel·les fan olor de pi i de sal.',
        full: "<p>Aina Rosselló Ferragut (Sóller, 1981) és autora de tres novel·les ambientades a la serra de Tramuntana i d'un llibre de poemes.</p>\n<p>Ha estat professora de llengua i…",
      },
      specialties: ['Narrativa', 'Viatges', 'Poesia'],
      education: [{ degree: 'Llicenciatura en Filologia Catalana', institution: 'Universitat de les Illes Balears', year: 2004 }],
      awards: [{ name: 'Premi de Novel·la Ciutat de Palma (accèssit)', year: 2013 }],
      contact: { twitter: '@ainarossello' },
      stats: { totalArticles: 19, firstPublication: '2020-01-20', lastPublication: '2024-01-01' },
      active: true,
    },
  },
  authorsArticlesBySlug: {
    parameters: { slug: 'aina-rossello-ferragut', page: 1, limit: 2 },
    answer: {
      articles: [
        {
          _id: '65927f104a9a104a3d219a7e',
          section: 'llocs',
          url: 'una-volta-a-l-estany-de-banyoles',
          title: "Una volta a l'estany de Banyoles",
          summary: "<em>Pla de l'Estany.</em> L'estany de Banyoles és el més gran de Catalunya: uns dos quilòmetres de llargada i una aigua que arriba per sota, des de la Garrotxa.",
          imageCard: 'card-50.jpg',
          year: 2024,
          issueNumber: 48,
        },
      ],
      pagination: { page: 1, limit: 2, total: 19, pages: 10 },
    },
  },
  authorsStatsBySlug: {
    parameters: { slug: 'aina-rossello-ferragut' },
    answer: {
      totalArticles: 19,
      firstPublication: 2020,
      lastPublication: 2024,
      sectionStats: [{ _id: 'llocs', count: 14 }],
      yearStats: [{ _id: 2020, count: 5 }],
    },
  },
  authorsById: {
    parameters: { id: '5de381109cbc5e76faa32eca' },
    answer: {
      _id: '5de381109cbc5e76faa32eca',
      slug: 'aina-rossello-ferragut',
      name: 'Aina Rosselló Ferragut',
      photo: 'author-13.jpg',
      profession: 'Escriptora',
      location: 'Palma',
      bio: {
        short: 'Escriptora mallorquina. Les seves novel·les fan olor de pi i de sal.',
        full: "<p>Aina Rosselló Ferragut (Sóller, 1981) és autora de tres novel·les ambientades a la serra de Tramuntana i d'un llibre de poemes.</p>\n<p>Ha estat professora de llengua i…",
      },
      specialties: ['Narrativa', 'Viatges', 'Poesia'],
      education: [{ degree: 'Llicenciatura en Filologia Catalana', institution: 'Universitat de les Illes Balears', year: 2004 }],
      awards: [{ name: 'Premi de Novel·la Ciutat de Palma (accèssit)', year: 2013 }],
      contact: { twitter: '@ainarossello' },
      stats: { totalArticles: 19, firstPublication: '2020-01-20', lastPublication: '2024-01-01' },
      active: true,
    },
  },
  authorsArticlesById: {
    parameters: { id: '5de381109cbc5e76faa32eca', page: 1, limit: 2 },
    answer: {
      articles: [
        {
          _id: '65927f104a9a104a3d219a7e',
          section: 'llocs',
          url: 'una-volta-a-l-estany-de-banyoles',
          title: "Una volta a l'estany de Banyoles",
          summary: "<em>Pla de l'Estany.</em> L'estany de Banyoles és el més gran de Catalunya: uns dos quilòmetres de llargada i una aigua que arriba per sota, des de la Garrotxa.",
          imageCard: 'card-50.jpg',
          year: 2024,
          issueNumber: 48,
        },
      ],
      pagination: { page: 1, limit: 2, total: 19, pages: 10 },
    },
  },
  authorsStatsById: {
    parameters: { id: '5de381109cbc5e76faa32eca' },
    answer: {
      totalArticles: 19,
      firstPublication: 2020,
      lastPublication: 2024,
      sectionStats: [{ _id: 'llocs', count: 14 }],
      yearStats: [{ _id: 2020, count: 5 }],
    },
  },
  authorsCreate: {
    body: {
      name: 'Núria Esteve Roca',
      profession: 'Traductora',
      location: 'Girona',
      bio: { short: 'Tradueix poesia anglesa al català.' },
      specialties: ['Traducció', 'Poesia'],
    },
    answer: {
      _id: 'e87f2907dad0fbe52ee0b931',
      slug: 'nuria-esteve-roca',
      name: 'Núria Esteve Roca',
      profession: 'Traductora',
      location: 'Girona',
      bio: { short: 'Tradueix poesia anglesa al català.' },
      specialties: ['Traducció', 'Poesia'],
      education: [],
      awards: [],
      contact: {},
      stats: { totalArticles: 0 },
      active: true,
      updatedAt: '2026-11-28T23:52:22.717Z',
    },
  },
  authorsUpdate: {
    parameters: { id: 'e87f2907dad0fbe52ee0b931' },
    body: { profession: 'Traductora i poeta', location: 'Banyoles' },
    answer: {
      _id: 'e87f2907dad0fbe52ee0b931',
      slug: 'nuria-esteve-roca',
      name: 'Núria Esteve Roca',
      profession: 'Traductora i poeta',
      location: 'Banyoles',
      bio: { short: 'Tradueix poesia anglesa al català.' },
      specialties: ['Traducció', 'Poesia'],
      education: [],
      awards: [],
      contact: {},
      stats: { totalArticles: 0 },
      active: true,
      updatedAt: '2026-11-28T23:52:22.773Z',
    },
  },
  authorsDeactivate: { parameters: { id: 'e87f2907dad0fbe52ee0b931' }, answer: { success: true, _id: 'e87f2907dad0fbe52ee0b931', active: false } },
  authorsReactivate: { parameters: { id: 'e87f2907dad0fbe52ee0b931' }, answer: { success: true, _id: 'e87f2907dad0fbe52ee0b931', active: true } },
  authorsStaffList: {
    parameters: { search: 'traductora' },
    answer: {
      authors: [
        {
          _id: '5de38110210b03afd267df3b',
          slug: 'helena-oliveras-gou',
          name: 'Helena Oliveras Gou',
          profession: 'Traductora',
          location: 'Perpinyà',
          bio: {
            short: "Traductora del francès i de l'occità. Viu a Perpinyà, a cavall de la frontera.",
            full: '<p>Helena Oliveras Gou (Perpinyà, 1977) és traductora i professora de català a la Universitat de Perpinyà.</p>\n<p>Ha traduït narrativa francesa contemporània i ha escrit sobre la…',
          },
          specialties: ['Traducció', 'Història', 'Narrativa'],
          education: [{ degree: 'Doctorat en Estudis Catalans', institution: 'Université de Perpignan Via Domitia', year: 2008 }],
          awards: [],
          contact: { website: 'https://helenaoliveras.fr' },
          stats: { totalArticles: 12, firstPublication: '2020-05-03', lastPublication: '2023-03-20' },
          active: true,
        },
      ],
    },
  },
  authorsTop: {
    parameters: { limit: 1 },
    answer: {
      authors: [
        {
          _id: '5de38110e2db7f76ffc5f32a',
          slug: 'laia-vilardell-puigvert',
          name: 'Laia Vilardell Puigvert',
          photo: 'author-01.jpg',
          profession: 'Poeta i directora de la revista',
          bio: { short: 'Poeta i editora. Dirigeix la Revista Estany des de la primera pedra i escriu sobre <em>aigua, llum i paraules</em>.' },
          stats: { totalArticles: 56, lastPublication: '2024-01-01' },
        },
      ],
    },
  },
  authorsSpecialties: { answer: { specialties: [{ name: 'Narrativa', count: 12 }] } },
};
