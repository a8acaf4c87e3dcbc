// The one door to jotai (STYLE.md rule 2): every atom and hook comes through here, and code outside
// React reads and writes state through `appStore`.
import { createStore } from 'jotai';

export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

export const appStore = createStore();
