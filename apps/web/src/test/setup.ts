// Test environment for web unit tests: DOM matchers and a clean storage per test.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom has no blob: URLs; previews of picked files and fetched private images need one each.
let objectUrls = 0;
URL.createObjectURL ??= () => `blob:test/${++objectUrls}`;
URL.revokeObjectURL ??= () => {};
// jsdom lays nothing out and has no ResizeObserver, scrollIntoView nor pointer capture, which Radix
// calls (measuring popper arrows, showing a listbox's chosen option, a select's pointer down); with no
// layout and no capturing, doing nothing is the truth.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
