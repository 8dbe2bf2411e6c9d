// Ids that the frame's skip links point at, shared by the frame, the route table and the pages
// that hold the targets (each focusable with tabIndex -1).

/** The page itself: the layout's <main>. */
export const MAIN_TARGET = 'main';

/** The exchange page's order forms (features/spot). */
export const ORDER_FORM_TARGET = 'order-form';
