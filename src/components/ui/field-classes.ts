/** The look shared by every text input, select and text area. */
export const controlClasses =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-slate-100';
