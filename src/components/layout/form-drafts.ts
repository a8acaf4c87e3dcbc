// What a renter has typed survives the reload that installs a new version: just before it, the fields of
// every form marked `data-draft` are written to sessionStorage (passwords never), and after it they are put
// back as soon as the same form renders on the same page. Fields are known by their label, which is stable
// across builds (React's generated ids are not).
import { readSessionStorage, removeFromSessionStorage, writeSessionStorage } from '../../data/browser/index.ts';

const KEY = 'roomradar:form-drafts';
const RESTORE_WINDOW_MS = 10_000;

type Value = string | boolean;
type Drafts = { page: string; forms: Record<string, Record<string, Value>> };
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);

function currentPage(): string {
  return window.location.pathname + window.location.search;
}

function controlsOf(form: HTMLFormElement): Map<string, Control> {
  const controls = new Map<string, Control>();
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ))
      continue;
    if (element instanceof HTMLInputElement && SKIPPED_TYPES.has(element.type)) continue;
    const key = element.labels?.[0]?.textContent?.trim() || element.name;
    if (key) controls.set(key, element);
  }
  return controls;
}

function valueOf(control: Control): Value {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
    ? control.checked
    : control.value;
}

/** Sets a control the way typing would, so React's state follows. */
function setValue(control: Control, value: Value): void {
  if (typeof value === 'boolean') {
    if (control instanceof HTMLInputElement && control.checked !== value) control.click();
    return;
  }
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function saveFormDrafts(): void {
  const forms: Drafts['forms'] = {};
  for (const form of Array.from(document.querySelectorAll<HTMLFormElement>('form[data-draft]'))) {
    const fields: Record<string, Value> = {};
    for (const [key, control] of controlsOf(form)) fields[key] = valueOf(control);
    forms[form.dataset.draft ?? ''] = fields;
  }
  // Storage blocked or full drops the drafts: the update goes ahead, as it would have without them.
  if (Object.keys(forms).length > 0)
    writeSessionStorage(KEY, JSON.stringify({ page: currentPage(), forms } satisfies Drafts));
}

/**
 * One field at a time, letting React render in between: a form whose change handlers copy the state they
 * closed over would otherwise keep only the last field.
 */
async function fill(controls: Map<string, Control>, fields: Record<string, Value>): Promise<void> {
  for (const [key, value] of Object.entries(fields)) {
    const control = controls.get(key);
    if (!control) continue;
    setValue(control, value);
    await new Promise((resolve) => window.setTimeout(resolve, 0));
  }
}

/** The drafts an update's reload left, taken: they are restored once at most. */
function readDrafts(): Drafts | null {
  try {
    const drafts = JSON.parse(readSessionStorage(KEY) ?? 'null') as Drafts | null;
    removeFromSessionStorage(KEY);
    return drafts;
  } catch {
    return null;
  }
}

export function restoreFormDrafts(): void {
  const drafts = readDrafts();
  if (!drafts || drafts.page !== currentPage()) return;
  const waiting = new Map(Object.entries(drafts.forms));
  const apply = () => {
    for (const [name, fields] of waiting) {
      const form = document.querySelector<HTMLFormElement>(`form[data-draft="${CSS.escape(name)}"]`);
      if (!form) continue;
      waiting.delete(name);
      void fill(controlsOf(form), fields);
    }
    return waiting.size === 0;
  };
  if (apply()) return;
  // The page's forms render once their route and data are there.
  const observer = new MutationObserver(() => apply() && observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), RESTORE_WINDOW_MS);
}
