/** Search-analytics shapes of spec §3, as the server computes them and the dashboard reads them. */

export interface SearchGeneralStats {
  totalSearches: number;
  uniqueQueries: number;
  avgResponseTime: number;
  clickThroughRate: number;
  avgResults: number;
  zeroResultSearches: number;
}

export interface QueryStat {
  query: string;
  count: number;
  avgResults: number;
  clickThroughRate: number;
  lastSearched: string;
}

export interface SectionStat {
  section: string;
  searches: number;
  clickThroughRate: number;
  avgResults: number;
}

export interface DeviceStat {
  deviceType: string;
  searches: number;
  clickThroughRate: number;
  avgResponseTime: number;
}
