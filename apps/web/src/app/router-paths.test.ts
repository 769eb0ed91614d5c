import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import {
  APP_ROUTE_PATTERNS,
  DEVELOPMENT_ROUTE_PATTERNS,
  SANDBOX_PAYMENT_ROUTE_PATTERNS,
} from '@callready/core';
import { routes } from './router';

function pathsOf(tree: readonly RouteObject[]): string[] {
  return tree.flatMap((route) => {
    const own = route.index ? [''] : route.path && route.path !== '/' ? [route.path] : [];
    return [...own, ...pathsOf(route.children ?? [])];
  });
}

describe('the router', () => {
  // The server answers 404 for any other path, so a page added here must be added there too.
  it('has a page at exactly the paths the server knows', () => {
    const pages = pathsOf(routes).filter((path) => path !== '*');
    expect([...pages].sort()).toEqual(
      [...APP_ROUTE_PATTERNS, ...DEVELOPMENT_ROUTE_PATTERNS, ...SANDBOX_PAYMENT_ROUTE_PATTERNS].sort(),
    );
  });
});
