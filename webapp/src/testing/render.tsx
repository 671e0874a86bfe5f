// Renders a component or the whole route table inside a fresh store and an in-memory router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/routes';
import { makeStore } from '@/app/store';
import { Toaster } from '@/components/ui/toaster';

let lastPath = '';

/** Shows where the router is, for assertions on redirects. */
function LocationProbe() {
  const location = useLocation();
  lastPath = location.pathname + location.search;
  return null;
}

export function currentPath(): string {
  return lastPath;
}

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const store = makeStore();
  const result = render(
    <AppProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <Toaster />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { store, ...result };
}

export function renderApp(route = '/') {
  const store = makeStore();
  const result = render(
    <AppProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { store, ...result };
}
