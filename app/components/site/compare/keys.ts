/** What the compare list's store and the site's shell share, without the store's code. */
export const COMPARE_KEY = "compare-fabrics";
/** Dispatched on window after every change (detail: how many fabrics are listed). */
export const COMPARE_EVENT = "compare-change";
/** How many fabrics a comparison holds (the /compare page shows the first this many). */
export const COMPARE_MAX = 4;
