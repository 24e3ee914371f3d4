import { describe, expect, it } from 'vitest';
import { databaseDir, locator } from '../../server/analytics/visitors/geoip.js';

describe('GeoIP database', () => {
  it('locates public addresses when it is installed', () => {
    const locate = locator(databaseDir);
    expect(databaseDir()).not.toBeNull();
    expect(locate('8.8.8.8').country).toMatch(/^[A-Z]{2}$/);
  });

  it('is optional: without it (the desktop package) every place is unknown and nothing throws', () => {
    const locate = locator(() => null);
    expect(locate('8.8.8.8')).toEqual({ country: null, city: null });
    expect(locate('2001:4860:4860::8888')).toEqual({ country: null, city: null });
    expect(locate('127.0.0.1')).toEqual({ country: null, city: null });
  });
});
