// Which parts of the frame a path shows (spec §2): the user pages and the full-screen and pulse
// trading screens need the whole height, and pulse runs on a black header.
const FOOTERLESS = ['/user/', '/exchange/full-screen/', '/exchange/pulse/'];

export const isFooterHidden = (path: string): boolean => FOOTERLESS.some((part) => path.includes(part));

export const isBlackHeader = (path: string): boolean => path.includes('/exchange/pulse/');
