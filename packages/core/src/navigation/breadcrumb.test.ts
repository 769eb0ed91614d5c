import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, shouldShowBreadcrumb } from './breadcrumb';

describe('buildBreadcrumb', () => {
  it('shows only Training on the picker, which is then hidden', () => {
    const items = buildBreadcrumb('/scenarios');
    expect(items).toEqual([{ label: 'Training' }]);
    expect(shouldShowBreadcrumb(items)).toBe(false);
  });

  it('builds the list breadcrumb for each type', () => {
    expect(buildBreadcrumb('/scenarios/999')).toEqual([
      { label: 'Training', href: '/scenarios' },
      { label: '999 Emergency' },
    ]);
    expect(buildBreadcrumb('/scenarios/111')).toEqual([
      { label: 'Training', href: '/scenarios' },
      { label: '111 Non-Emergency' },
    ]);
  });

  it('builds the briefing breadcrumb', () => {
    expect(buildBreadcrumb('/scenario/999/house-fire')).toEqual([
      { label: 'Training', href: '/scenarios' },
      { label: '999 Emergency', href: '/scenarios/999' },
      { label: 'House Fire' },
    ]);
  });

  it('keeps links inside the child context', () => {
    expect(buildBreadcrumb('/child/ABCD2345/scenarios/111')).toEqual([
      { label: 'Training', href: '/child/ABCD2345/scenarios' },
      { label: '111 Non-Emergency' },
    ]);
    expect(buildBreadcrumb('/child/ABCD2345/scenario/111/fever-child')).toEqual([
      { label: 'Training', href: '/child/ABCD2345/scenarios' },
      { label: '111 Non-Emergency', href: '/child/ABCD2345/scenarios/111' },
      { label: 'Child Fever' },
    ]);
  });

  it('builds the conversation breadcrumb', () => {
    expect(buildBreadcrumb('/child/CODE/scenario/999/house-fire/conversation')).toEqual([
      { label: 'Training', href: '/child/CODE/scenarios' },
      { label: '999 Emergency', href: '/child/CODE/scenarios/999' },
      { label: 'House Fire', href: '/child/CODE/scenario/999/house-fire' },
      { label: 'Conversation' },
    ]);
  });

  it('builds the results breadcrumb', () => {
    expect(buildBreadcrumb('/child/CODE/results/999/robbery')).toEqual([
      { label: 'Training', href: '/child/CODE/scenarios' },
      { label: '999 Emergency', href: '/child/CODE/scenarios/999' },
      { label: 'Robbery', href: '/child/CODE/scenario/999/robbery' },
      { label: 'Results' },
    ]);
  });

  it('builds the voice practice breadcrumb in both contexts', () => {
    expect(buildBreadcrumb('/voice-practice')).toEqual([
      { label: 'Training', href: '/scenarios' },
      { label: 'Voice Practice' },
    ]);
    expect(buildBreadcrumb('/child/CODE/voice-practice')).toEqual([
      { label: 'Training', href: '/child/CODE/scenarios' },
      { label: 'Voice Practice' },
    ]);
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(buildBreadcrumb('/scenarios/999/')).toEqual(buildBreadcrumb('/scenarios/999'));
    expect(buildBreadcrumb('/scenario/999/house-fire?from=list#top')).toEqual(
      buildBreadcrumb('/scenario/999/house-fire'),
    );
  });

  it('skips an unknown type and everything that depends on it', () => {
    expect(buildBreadcrumb('/scenarios/911')).toEqual([{ label: 'Training' }]);
    expect(buildBreadcrumb('/child/CODE/scenario/911/house-fire/conversation')).toEqual([
      { label: 'Training', href: '/child/CODE/scenarios' },
      { label: 'Conversation' },
    ]);
  });

  it('skips an unknown scenario or one under the wrong type', () => {
    expect(buildBreadcrumb('/scenario/999/alien-invasion')).toEqual([
      { label: 'Training', href: '/scenarios' },
      { label: '999 Emergency' },
    ]);
    expect(buildBreadcrumb('/child/CODE/results/111/house-fire')).toEqual([
      { label: 'Training', href: '/child/CODE/scenarios' },
      { label: '111 Non-Emergency', href: '/child/CODE/scenarios/111' },
      { label: 'Results' },
    ]);
  });

  it.each([
    '/',
    '',
    '/about',
    '/child',
    '/child/CODE',
    '/child-login',
    '/scenarios/999/extra',
    '/scenario/999/house-fire/unknown',
    '/voice-practice/extra',
    '/child/CODE/results/999',
  ])('gives nothing for %j', (path) => {
    expect(buildBreadcrumb(path)).toEqual([]);
  });
});

describe('shouldShowBreadcrumb', () => {
  it('shows with two or more entries only', () => {
    expect(shouldShowBreadcrumb([])).toBe(false);
    expect(shouldShowBreadcrumb([{ label: 'Training' }])).toBe(false);
    expect(
      shouldShowBreadcrumb([{ label: 'Training', href: '/scenarios' }, { label: 'Voice Practice' }]),
    ).toBe(true);
  });
});
