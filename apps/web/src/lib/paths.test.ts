import { describe, expect, it } from 'vitest';
import { childPaths, paths } from './paths';

const conversation = '/child/ABCD2345/scenario/999/house-fire/conversation';

describe('childPaths', () => {
  it('builds the routes of the child portal', () => {
    const paths = childPaths('ABCD2345');
    expect(paths.dashboard).toBe('/child/ABCD2345');
    expect(paths.scenarios).toBe('/child/ABCD2345/scenarios');
    expect(paths.scenariosOfType('111')).toBe('/child/ABCD2345/scenarios/111');
    expect(paths.briefing('999', 'house-fire')).toBe('/child/ABCD2345/scenario/999/house-fire');
    expect(paths.conversation('999', 'house-fire')).toBe(conversation);
    expect(paths.results('999', 'house-fire')).toBe('/child/ABCD2345/results/999/house-fire');
  });
});

describe('paths', () => {
  it("builds the public scenario pages and a child's reports", () => {
    expect(paths.scenariosOfType('999')).toBe('/scenarios/999');
    expect(paths.briefing('111', 'fever-child')).toBe('/scenario/111/fever-child');
    expect(paths.reports('3f1c2a9e-0000-4000-8000-000000000001')).toBe(
      '/reports/3f1c2a9e-0000-4000-8000-000000000001',
    );
  });

  it('encodes every value that comes from people or the database', () => {
    const child = childPaths('AB/CD?');
    expect(child.dashboard).toBe('/child/AB%2FCD%3F');
    expect(child.briefing('999', 'a b')).toBe('/child/AB%2FCD%3F/scenario/999/a%20b');
    expect(child.results('999', '../x')).toBe('/child/AB%2FCD%3F/results/999/..%2Fx');
    expect(paths.reports('a/b')).toBe('/reports/a%2Fb');
    expect(paths.briefing('999', 'a/b')).toBe('/scenario/999/a%2Fb');
  });

  it('offers the child pages under paths.child too', () => {
    expect(paths.child).toBe(childPaths);
  });
});
