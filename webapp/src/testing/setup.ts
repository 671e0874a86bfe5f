// Test set-up: jest-dom matchers, a clean DOM and embedded data between tests, and the browser
// APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setInitialDataForTests } from '@/lib/initial-data';

afterEach(() => {
  cleanup();
  setInitialDataForTests({});
  document.body.style.overflow = '';
});

// jsdom has no layout: scrolling is a no-op that tests can observe.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.scrollBy = vi.fn() as unknown as typeof Element.prototype.scrollBy;
