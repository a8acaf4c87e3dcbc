// The landing widget's first step (price, city, housing type): the 'Show N listings' count follows it.
import { DEFAULT_CITY, PRICE_NO_UPPER_LIMIT } from '../domain/constants.ts';
import { atom } from './store.ts';

export type LandingFilters = { maxPrice: number; city: string; housingType: string };

export const landingFiltersAtom = atom<LandingFilters>({ maxPrice: PRICE_NO_UPPER_LIMIT, city: DEFAULT_CITY, housingType: 'any' });
