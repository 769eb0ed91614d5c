import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, resolveLazyRoutes } from '@/app/router';
import { ensureHistoryEntryKey } from '@/lib/history-entry-key';
import { markPrerenderedPage } from '@/lib/prerendered-page';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

// Public pages arrive prerendered (scripts/prerender.mjs): their HTML is hydrated, once the code of
// the page's routes is in place so the first render matches it. Other pages start from an empty root.
const prerendered = container.hasChildNodes();
if (prerendered) markPrerenderedPage();
// Before the router reads the entry: a fully loaded page opens at the top (lib/history-entry-key.ts).
ensureHistoryEntryKey(window.history);

void resolveLazyRoutes(window.location.pathname)
  .catch((error: unknown) => {
    // The router loads the page itself (and shows its error page if that fails too).
    console.warn('Could not load the page before the first render.', error);
  })
  .then(() => {
    const app = (
      <StrictMode>
        <App router={createAppRouter({ prerendered })} />
      </StrictMode>
    );
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page, so a tap or a paint is not kept waiting.
    startTransition(() => {
      if (prerendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
  });
