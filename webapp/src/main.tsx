// The app: mounts it into #root (beside the server's first screen when the page has one), shown
// once the page's embedded data is rendered (lib/first-paint.ts). Started by boot.ts, the page's
// entry, after the first paint. The first render is a non-urgent update, so React renders it in slices
// of a few milliseconds instead of one long task (docs/first-paint.md).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { makeStore } from './app/store';
import { appContainer, showWhenEmbeddedDataRendered } from './lib/first-paint';

const root = appContainer(document.getElementById('root')!);
const store = makeStore();
showWhenEmbeddedDataRendered(root, store.getState);
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  ),
);
