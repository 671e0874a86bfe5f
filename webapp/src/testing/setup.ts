// Test set-up: jest-dom matchers, a clean DOM and embedded data between tests, and the browser
// APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSessionCheckForTests } from '@/features/admin-auth/hooks/use-admin-session';
import { resetSessionForTests } from '@/lib/admin-session';
import { setInitialDataForTests } from '@/lib/initial-data';

// The test files share one module graph (no per-file isolation): module-level state is put back
// after every test, so no test starts signed in or out because of another file.
afterEach(() => {
  cleanup();
  resetSessionForTests();
  resetSessionCheckForTests();
  setInitialDataForTests({});
  document.body.style.overflow = '';
});

// jsdom has no layout: scrolling is a no-op that tests can observe.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.scrollBy = vi.fn() as unknown as typeof Element.prototype.scrollBy;
