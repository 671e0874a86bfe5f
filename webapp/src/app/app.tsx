// The app: the store provider around the browser router and the routes.
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

export function App({ store }: { store?: AppStore }) {
  return (
    <AppProvider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
