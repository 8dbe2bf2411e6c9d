import { describe, expect, it } from 'vitest';
import { bannerImages } from './banners.ts';

describe('bannerImages', () => {
  it('keeps banner-N images with a URL, in number order', () => {
    const images = {
      'banner-10': '/c/10.png',
      logo: '/c/logo.png',
      'banner-2': '/c/2.png',
      'banner-3': '',
      'home-banner-1': '/c/1.png',
      'banner-x': '/c/x.png',
    };
    expect(bannerImages(images)).toEqual([
      { code: 'home-banner-1', url: '/c/1.png' },
      { code: 'banner-2', url: '/c/2.png' },
      { code: 'banner-10', url: '/c/10.png' },
    ]);
  });

  it('shows nothing without images', () => {
    expect(bannerImages({})).toEqual([]);
  });
});
