import { describe, expect, it } from 'vitest';
import { COUNTRY_IDS } from './countries';
import { NON_SPEAKING_HELP, nonSpeakingHelpFor } from './non-speaking-options';

const names = (id: (typeof COUNTRY_IDS)[number]) =>
  nonSpeakingHelpFor(id).options.map((option) => option.name);
const option = (id: (typeof COUNTRY_IDS)[number], name: string) => {
  const found = nonSpeakingHelpFor(id).options.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${id} has no ${name}`);
  return found;
};

describe('non-speaking options', () => {
  it.each(COUNTRY_IDS)(
    '%s says what to do without talking, and states every option with its conditions',
    (id) => {
      const help = NON_SPEAKING_HELP[id];
      expect(help.countryId).toBe(id);
      expect(help.ifYouCannotTalk.trim()).not.toBe('');
      expect(help.options.length).toBeGreaterThan(0);
      for (const entry of help.options) {
        expect(entry.name.trim()).not.toBe('');
        expect(entry.how.trim()).not.toBe('');
        expect(entry.conditions.trim()).not.toBe('');
      }
    },
  );

  it('gives the UK the Silent Solution (mobile, 999 only, when prompted), emergencySMS and 999 BSL', () => {
    expect(names('uk')).toEqual(['Silent Solution', 'emergencySMS', '999 BSL']);
    const silent = option('uk', 'Silent Solution');
    expect(silent.how).toContain('Press 55 on your mobile');
    expect(silent.conditions).toBe('Only on a 999 call from a mobile, and only when you are prompted.');
    expect(option('uk', 'emergencySMS').conditions).toContain('Register first by texting "register" to 999.');
    expect(option('uk', '999 BSL').conditions).toContain('No registration needed.');
  });

  it('speaks of 55 only in the UK', () => {
    for (const id of COUNTRY_IDS.filter((candidate) => candidate !== 'uk'))
      expect(JSON.stringify(nonSpeakingHelpFor(id))).not.toMatch(/\b5 ?5\b/);
  });

  it('states each other country’s option with the conditions the service gives', () => {
    expect(names('ie')).toEqual(['112 SMS']);
    expect(option('ie', '112 SMS').conditions).toMatch(/^Registration required/);
    expect(names('us')).toEqual(['Text-to-911']);
    expect(option('us', 'Text-to-911').how).toContain('Call if you can, text if you can\u2019t.');
    expect(option('us', 'Text-to-911').conditions).toMatch(/supports it.*bounces back/);
    expect(names('ca')).toEqual(['Text with 9-1-1 (T9-1-1)']);
    expect(option('ca', 'Text with 9-1-1 (T9-1-1)').conditions).toMatch(
      /^Only for people who are deaf, hard of hearing or speech-impaired and have registered/,
    );
    expect(names('au')).toEqual(['106', 'National Relay Service SMS relay']);
    expect(option('au', '106').how).toContain('not SMS');
    expect(nonSpeakingHelpFor('au').ifYouCannotTalk).toMatch(/stay on the line/);
    expect(names('nz')).toEqual(['111 TXT']);
    expect(option('nz', '111 TXT').conditions).toMatch(/^For registered users only/);
  });
});
