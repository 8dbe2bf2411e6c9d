// The home hero's banners are the content store's images coded home-banner-1 (or banner-1), 2 …; an operator adds
// or removes one by editing the table, and the page shows whatever exists, in number order.
export interface Banner {
  code: string;
  url: string;
}

const BANNER = /^(?:home-)?banner-(\d+)$/;

/** `images` maps img_code to img_url. */
export const bannerImages = (images: Readonly<Record<string, string>>): Banner[] =>
  Object.entries(images)
    .map(([code, url]) => ({ code, url, n: Number(BANNER.exec(code)?.[1] ?? NaN) }))
    .filter(({ url, n }) => Number.isFinite(n) && typeof url === 'string' && url.trim() !== '')
    .sort((a, b) => a.n - b.n)
    .map(({ code, url }) => ({ code, url }));
