import { beforeEach, describe, expect, it } from 'vitest';
import type { RegionItem } from '@bourse/shared';
import { REGION_KEY, defaultRegion, matchesRegion, readRegion, saveRegion } from './region.ts';

const regions: RegionItem[] = [
  { id: 1, iso: 'SG', area_code: '65', name: 'Singapore', supported: true },
  { id: 2, iso: 'US', area_code: '1', name: 'United States', supported: false },
  { id: 3, iso: 'FR', area_code: '33', name: 'France', supported: true },
  { id: 4, iso: 'CI', area_code: '225', name: "Côte d'Ivoire", supported: true },
];

beforeEach(() => sessionStorage.clear());

describe('the area chooser hand-back', () => {
  it('saves the choice (without `supported`) and reads it back', () => {
    expect(readRegion()).toBeNull();
    saveRegion(regions[2]!);
    expect(readRegion()).toEqual({ id: 3, iso: 'FR', area_code: '33', name: 'France' });
  });

  it('ignores a damaged entry', () => {
    sessionStorage.setItem(REGION_KEY, '{not json');
    expect(readRegion()).toBeNull();
    sessionStorage.setItem(REGION_KEY, JSON.stringify({ id: 'x' }));
    expect(readRegion()).toBeNull();
  });
});

describe('defaultRegion', () => {
  it('prefers the saved choice', () => {
    saveRegion(regions[3]!);
    expect(defaultRegion(regions, 'fra')?.id).toBe(4);
  });

  it('guesses from the language among supported regions only', () => {
    expect(defaultRegion(regions, 'fra')?.iso).toBe('FR');
    // en guesses US, which is not supported: the first supported region instead.
    expect(defaultRegion(regions, 'en')?.iso).toBe('SG');
    expect(defaultRegion([], 'en')).toBeNull();
  });
});

describe('matchesRegion', () => {
  const names = (q: string) => regions.filter((r) => matchesRegion(r, q)).map((r) => r.iso);
  it('matches name, ISO code and dial code, ignoring case and accents', () => {
    expect(names('')).toEqual(['SG', 'US', 'FR', 'CI']);
    expect(names('sing')).toEqual(['SG']);
    expect(names('cote')).toEqual(['CI']);
    expect(names('us')).toEqual(['US']);
    expect(names('+33')).toEqual(['FR']);
    expect(names('22')).toEqual(['CI']);
  });
});
