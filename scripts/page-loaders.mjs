// Small scripts that run in the browser before the app's own code, written into the web build by
// scripts/prerender.mjs as files of their own (the server's content security policy allows no
// inline script). Each reads what it needs from the data attributes of its script tag.
/* global document, requestAnimationFrame -- these functions run in the browser */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * On a prerendered page: asks for the entry and its preloads once the page has painted (ADR 025);
 * where paint timing is unknown, one frame after it runs; and after two seconds in any case, so a
 * browser that never reports the paint still gets a working page.
 */
export function loadScriptsAfterFirstPaint() {
  const { entry, preloads } = document.currentScript.dataset;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const href of preloads.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(load));
  }
  setTimeout(load, 2000);
}

/** Writes `run` into the build's assets as a script that calls it, under a name that changes with its content. */
export function writeBrowserScript(distDir, name, run) {
  const source = `(${run.toString()})();\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.js`;
  writeFileSync(join(distDir, file), source);
  return `/${file}`;
}
