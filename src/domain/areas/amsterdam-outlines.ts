// Amsterdam's wijken and stadsdelen, loaded once and only when an area filter names one: the catalogue is
// 430 KB of coordinates that most questions never need.
import { outlinesOf, type AreaOutlines, type OutlineCatalogue } from './area-outlines.ts';

let loading: Promise<AreaOutlines> | null = null;

export function amsterdamOutlines(): Promise<AreaOutlines> {
  loading ??= import('./amsterdam-outlines.json', { with: { type: 'json' } }).then(({ default: catalogue }) =>
    outlinesOf(catalogue as OutlineCatalogue),
  );
  return loading;
}
