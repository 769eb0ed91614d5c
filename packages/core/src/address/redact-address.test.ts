import { describe, expect, it } from 'vitest';
import { addressWords, redactJson, redactWords } from './redact-address';

const home = { flat: '2', number: '88', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };

describe('redacting the address from what a call saves', () => {
  it('takes out every word of the address, in any case, whole words only', () => {
    const words = addressWords(home);
    expect(redactWords('You said flat 2, 88 mill lane, LEEDS ls6 2ab. Is that right?', words)).toBe(
      'You said flat …, … … …, … … …. Is that right?',
    );
    expect(redactWords('ls62ab', words)).toBe('…');
    // Parts of other words stay: "Millie", "288", "Leedsy".
    expect(redactWords('Millie is 288 Leedsy', words)).toBe('Millie is 288 Leedsy');
  });

  it('reaches every string of a saved rating or transcript, and leaves the rest', () => {
    const saved = redactJson(
      [{ stars: 2, praise: 'You said 88 Mill Lane.', tips: ['Add Leeds'] }],
      addressWords(home),
    );
    expect(saved).toEqual([{ stars: 2, praise: 'You said … … ….', tips: ['Add …'] }]);
    expect(JSON.stringify(saved)).not.toMatch(/Mill|Leeds|88/);
  });

  it('changes nothing without an address', () => {
    const ratings = [{ praise: 'You said 88 Mill Lane.' }];
    expect(redactJson(ratings, [])).toBe(ratings);
  });
});
