import { describe, expect, it } from 'vitest';
import { clausesOf, sentencesOf } from './hear-facts';
import { says, SIGN_RULES, type SignRuleName } from './sign-rules';

/** The pieces a rule is read on: each clause, or the whole answer. */
function pieces(name: SignRuleName, words: string): string[] {
  return SIGN_RULES[name].on === 'clause' ? clausesOf(words) : [` ${sentencesOf(words).join(' ')} `];
}

const NAMES = Object.keys(SIGN_RULES) as SignRuleName[];

describe('sign rules: each meaning with the examples that say it and the lookalikes that do not', () => {
  describe.each(NAMES)('%s', (name) => {
    it.each(SIGN_RULES[name].says.map((words) => [words]))('says it: %s', (words) => {
      expect(pieces(name, words).some((piece) => says(name, piece))).toBe(true);
    });
    it.each(SIGN_RULES[name].lookalikes.map((words) => [words]))('does not: %s', (words) => {
      expect(pieces(name, words).some((piece) => says(name, piece))).toBe(false);
    });
  });
});
