// The floor of route weight: React 19, React DOM and React Router 7 rendering one route.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([{ path: '/', Component: () => createElement('h1', null, 'Home') }]);
const root = globalThis.document.getElementById('root');
if (root) createRoot(root).render(createElement(RouterProvider, { router }));
