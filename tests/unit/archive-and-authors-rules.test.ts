import { describe, expect, it } from 'vitest';
import type { Author, Issue } from '../../common/types.js';
import {
  archiveCountLabel,
  filterIssues,
  groupByYear,
  hasFilters,
  issueYears,
  sortIssues,
} from '../../renderer/pages/archive/archiveRules.js';
import {
  displayOrder,
  hasActiveFilters,
  isAuthorSort,
  pageLabel,
  searchDelay,
} from '../../renderer/pages/authors/authorsRules.js';
import {
  articleCountLabel,
  awardLine,
  barPercentages,
  contactLinks,
  educationLine,
  isProfileTab,
  twitterUrl,
  yearOf,
} from '../../renderer/views/author/profileRules.js';
import { isLargeIssue } from '../../renderer/views/issue/issueRules.js';
import { neighbourEdition, parseEditionNumber, swipeOverlayLabel } from '../../renderer/pages/edition/editionRules.js';

function issue(number: number, publicationDate: string, extra: Partial<Issue> = {}): Issue {
  return {
    _id: `issue-${number}-${publicationDate}`,
    number,
    publicationDate,
    year: Number(publicationDate.slice(0, 4)),
    title: `Número ${number}`,
    description: '',
    totalArticles: 0,
    sections: [],
    pdfManual: false,
    articlesOrder: [],
    ...extra,
  };
}

function author(name: string, id = name): Author {
  return {
    _id: id, slug: id, name, bio: {}, specialties: [], education: [], awards: [], contact: {},
    stats: { totalArticles: 0 }, active: true,
  };
}

describe('archive ordering and filters', () => {
  it('sorts by number descending, then publication date descending', () => {
    const sorted = sortIssues([
      issue(3, '2020-04-01'),
      issue(12, '2021-01-01'),
      issue(3, '2020-05-01'),
      issue(0, '2020-01-01'),
    ]);
    expect(sorted.map((i) => `${i.number}@${i.publicationDate}`)).toEqual([
      '12@2021-01-01', '3@2020-05-01', '3@2020-04-01', '0@2020-01-01',
    ]);
  });

  const issues = [
    issue(1, '2020-02-01', { title: 'Paisatges de l’Estany', description: 'Aigua, boira i memòria.' }),
    issue(13, '2021-02-01', { title: 'Cinema i <em>ficció</em>', description: 'Una edició sobre la pantalla.' }),
    issue(14, '2021-03-01', { title: 'Veus de dones', description: 'Poesia i assaig de l’Empordà.' }),
  ];

  it('matches text in the title or the description, ignoring accents, case and tags', () => {
    expect(filterIssues(issues, { text: 'memoria', year: null }).map((i) => i.number)).toEqual([1]);
    expect(filterIssues(issues, { text: 'FICCIO', year: null }).map((i) => i.number)).toEqual([13]);
    expect(filterIssues(issues, { text: 'emporda poesia', year: null }).map((i) => i.number)).toEqual([14]);
    expect(filterIssues(issues, { text: 'inexistent', year: null })).toEqual([]);
  });

  it('matches whichever apostrophe is typed, and the geminated l however it is written', () => {
    const withNovels = [...issues, issue(20, '2021-09-01', { title: 'Novel·les de l’any', description: '' })];
    for (const typed of ["l'estany", 'l’estany', 'de l’ Estany']) expect(filterIssues(withNovels, { text: typed, year: null }).map((i) => i.number), typed).toEqual([1]);
    for (const typed of ['novel·les', 'novel.les', 'novelles', "l'any"]) expect(filterIssues(withNovels, { text: typed, year: null }).map((i) => i.number), typed).toEqual([20]);
  });

  it('combines year and text; no filter keeps everything', () => {
    expect(filterIssues(issues, { text: '', year: 2021 }).map((i) => i.number)).toEqual([13, 14]);
    expect(filterIssues(issues, { text: 'paisatges', year: 2021 })).toEqual([]);
    expect(filterIssues(issues, { text: '  ', year: null })).toHaveLength(3);
    expect(hasFilters({ text: '  ', year: null })).toBe(false);
    expect(hasFilters({ text: '', year: 2020 })).toBe(true);
  });

  it('counts as "N edicions disponibles" or "N de M edicions" with the real total', () => {
    expect(archiveCountLabel(49, 49, false)).toBe('49 edicions disponibles');
    expect(archiveCountLabel(1, 1, false)).toBe('1 edició disponible');
    expect(archiveCountLabel(12, 53, true)).toBe('12 de 53 edicions');
    expect(archiveCountLabel(0, 49, true)).toBe('0 de 49 edicions');
  });

  it('gives the large card to January issues and to number 0', () => {
    expect(isLargeIssue({ number: 0, publicationDate: '2020-02-01' })).toBe(true);
    expect(isLargeIssue({ number: 24, publicationDate: '2022-01-15' })).toBe(true);
    expect(isLargeIssue({ number: 25, publicationDate: '2022-02-01' })).toBe(false);
  });

  it('lists years newest first and groups a sorted list into year runs', () => {
    expect(issueYears([{ year: 2020 }, { year: 2022 }, { year: 2020 }, { year: 2021 }])).toEqual([2022, 2021, 2020]);
    const groups = groupByYear(sortIssues(issues));
    expect(groups.map((g) => [g.year, g.issues.map((i) => i.number)])).toEqual([[2021, [14, 13]], [2020, [1]]]);
  });
});

describe('edition navigation', () => {
  it('accepts only plain numbers in the path', () => {
    expect(parseEditionNumber('12')).toBe(12);
    expect(parseEditionNumber('0')).toBe(0);
    for (const bad of ['abc', '1.5', '-3', '', ' 4', '12a', undefined]) expect(parseEditionNumber(bad)).toBeNull();
  });

  it('labels the overlay by direction and tells when there is nothing further', () => {
    expect(swipeOverlayLabel('previous', 10, 48)).toBe('Anterior');
    expect(swipeOverlayLabel('next', 10, 48)).toBe('Següent');
    expect(swipeOverlayLabel('previous', 1, 48)).toBe('Primera edició');
    expect(swipeOverlayLabel('next', 48, 48)).toBe('Última edició');
  });

  it('leads to the neighbouring edition, previous only above number 1', () => {
    expect(neighbourEdition('previous', 10, 48)).toBe(9);
    expect(neighbourEdition('next', 10, 48)).toBe(11);
    expect(neighbourEdition('previous', 1, 48)).toBeNull();
    expect(neighbourEdition('next', 48, 48)).toBeNull();
  });
});

describe('authors directory', () => {
  it('debounces 300 ms while typing and 100 ms once the box is emptied', () => {
    expect(searchDelay('rod')).toBe(300);
    expect(searchDelay('   ')).toBe(100);
    expect(searchDelay('')).toBe(100);
  });

  it('shows "Netejar filtres" for a search, a specialty or a non-default sort', () => {
    expect(hasActiveFilters({ search: '', specialty: null, sort: 'name' })).toBe(false);
    expect(hasActiveFilters({ search: ' ', specialty: null, sort: 'name' })).toBe(false);
    expect(hasActiveFilters({ search: 'anna', specialty: null, sort: 'name' })).toBe(true);
    expect(hasActiveFilters({ search: '', specialty: 'Poesia', sort: 'name' })).toBe(true);
    expect(hasActiveFilters({ search: '', specialty: null, sort: 'recent' })).toBe(true);
  });

  it('redoes the name order accent-insensitively and keeps other orders', () => {
    const list = [author('Òscar Vidal'), author('Àlex Puig'), author('Oriol Mas'), author('Anna Soler')];
    expect(displayOrder(list, 'name').map((a) => a.name)).toEqual(['Àlex Puig', 'Anna Soler', 'Oriol Mas', 'Òscar Vidal']);
    expect(displayOrder(list, 'articles').map((a) => a.name)).toEqual(list.map((a) => a.name));
  });

  it('labels pages and article counts in Catalan', () => {
    expect(pageLabel(2, 5)).toBe('Pàgina 2 de 5');
    expect(articleCountLabel(1)).toBe('1 article');
    expect(articleCountLabel(7)).toBe('7 articles');
    expect(isAuthorSort('recent')).toBe(true);
    expect(isAuthorSort('date')).toBe(false);
  });
});

describe('author profile', () => {
  it('writes education and awards as the spec shows them', () => {
    expect(educationLine({ degree: 'Filologia Catalana', institution: 'Universitat de Girona', year: 2004 })).toBe(
      'Filologia Catalana - Universitat de Girona (2004)',
    );
    expect(educationLine({ degree: 'Màster', institution: 'UAB' })).toBe('Màster - UAB');
    expect(awardLine({ name: 'Premi Carles Rahola', year: 2019 })).toBe('Premi Carles Rahola (2019)');
    expect(awardLine({ name: 'Menció' })).toBe('Menció');
  });

  it('turns a Twitter handle into a profile link and lists only set contacts', () => {
    expect(twitterUrl('@annasoler')).toBe('https://twitter.com/annasoler');
    expect(twitterUrl('annasoler')).toBe('https://twitter.com/annasoler');
    expect(contactLinks({})).toEqual([]);
    expect(contactLinks({ website: '  ' })).toEqual([]);
    const links = contactLinks({ website: 'https://www.annasoler.cat/', twitter: '@annasoler', linkedin: 'https://linkedin.com/in/as' });
    expect(links.map((l) => [l.label, l.href, l.text])).toEqual([
      ['Web', 'https://www.annasoler.cat/', 'annasoler.cat'],
      ['Twitter', 'https://twitter.com/annasoler', '@annasoler'],
      ['LinkedIn', 'https://linkedin.com/in/as', 'LinkedIn'],
    ]);
  });

  it('reads years from ISO and day/month/year dates', () => {
    expect(yearOf('2021-03-01')).toBe(2021);
    expect(yearOf('7/3/2024')).toBe(2024);
    expect(yearOf(2019)).toBe(2019);
    expect(yearOf(null)).toBeNull();
    expect(yearOf('sense data')).toBeNull();
  });

  it('scales bars to the largest count', () => {
    expect(barPercentages([10, 5, 0, 1])).toEqual([100, 50, 0, 10]);
    expect(barPercentages([1, 200])).toEqual([4, 100]);
    expect(barPercentages([0, 0])).toEqual([0, 0]);
    expect(barPercentages([])).toEqual([]);
  });

  it('knows the three tab ids', () => {
    expect(['sobre', 'articles', 'estadistiques'].every(isProfileTab)).toBe(true);
    expect(isProfileTab('perfil')).toBe(false);
  });
});
