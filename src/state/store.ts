// The one door to jotai (STYLE.md rule 2): every atom and hook comes through here, and code outside
// React reads and writes state through `appStore`.
import { createStore } from 'jotai';

export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { atomWithStorage } from 'jotai/utils';

/** Where atomWithStorage keeps a value (jotai's SyncStorage, which its public entry does not export). */
export type SyncStorage<Value> = {
  getItem(key: string, initialValue: Value): Value;
  setItem(key: string, value: Value): void;
  removeItem(key: string): void;
};

export const appStore = createStore();
