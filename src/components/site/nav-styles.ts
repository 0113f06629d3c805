/** A link or menu trigger in the desktop header bar. */
export const HEADER_ITEM =
  'inline-flex min-h-11 items-center rounded-md px-1 text-sm font-medium whitespace-nowrap text-slate-100 hover:text-white xl:px-3';

/** The current page (or the menu holding it) on the dark bar: white, underlined in the amber spark. */
export const CURRENT_ON_DARK = 'text-white underline decoration-indigo-300 decoration-2 underline-offset-8';

/** The current page inside a white dropdown panel. */
export const CURRENT_IN_PANEL = 'bg-indigo-50 font-semibold text-indigo-700';
