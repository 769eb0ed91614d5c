// Pronunciations for words the recogniser's dictionary lacks (a child's own street, "Gardaí",
// "Kowhai"), from espeak-ng's own letter-to-sound rules: its IPA for American English turned into
// the dictionary's phones (CMUdict's ARPAbet). Without espeak-ng such words stay unheard.
import { runProcess } from './run-process';

/** IPA symbols espeak-ng writes for American English, longest first, and their ARPAbet phones. */
const IPA_TO_ARPABET: readonly (readonly [string, string])[] = [
  ['ɑːɹ', 'AA R'],
  ['ɔːɹ', 'AO R'],
  ['oːɹ', 'AO R'],
  ['ɪɹ', 'IH R'],
  ['ɛɹ', 'EH R'],
  ['ʊɹ', 'UH R'],
  ['aɪɚ', 'AY ER'],
  ['aʊɚ', 'AW ER'],
  ['eɪ', 'EY'],
  ['aɪ', 'AY'],
  ['aʊ', 'AW'],
  ['oʊ', 'OW'],
  ['ɔɪ', 'OY'],
  ['tʃ', 'CH'],
  ['dʒ', 'JH'],
  ['iː', 'IY'],
  ['uː', 'UW'],
  ['ɑː', 'AA'],
  ['ɔː', 'AO'],
  ['oː', 'AO'],
  ['ɜː', 'ER'],
  ['n̩', 'AH N'],
  ['l̩', 'AH L'],
  ['i', 'IY'],
  ['ɪ', 'IH'],
  ['ᵻ', 'IH'],
  ['e', 'EH'],
  ['ɛ', 'EH'],
  ['æ', 'AE'],
  ['a', 'AE'],
  ['ɑ', 'AA'],
  ['ɒ', 'AA'],
  ['ɔ', 'AO'],
  ['o', 'OW'],
  ['ʊ', 'UH'],
  ['u', 'UW'],
  ['ʌ', 'AH'],
  ['ə', 'AH'],
  ['ɐ', 'AH'],
  ['ɚ', 'ER'],
  ['ɜ', 'ER'],
  ['p', 'P'],
  ['b', 'B'],
  ['t', 'T'],
  ['d', 'D'],
  ['ɾ', 'T'],
  ['k', 'K'],
  ['ɡ', 'G'],
  ['g', 'G'],
  ['f', 'F'],
  ['v', 'V'],
  ['θ', 'TH'],
  ['ð', 'DH'],
  ['s', 'S'],
  ['z', 'Z'],
  ['ʃ', 'SH'],
  ['ʒ', 'ZH'],
  ['h', 'HH'],
  ['m', 'M'],
  ['n', 'N'],
  ['ŋ', 'NG'],
  ['l', 'L'],
  ['ɹ', 'R'],
  ['r', 'R'],
  ['w', 'W'],
  ['j', 'Y'],
  ['x', 'K'],
];

/** ARPAbet phones of one word's IPA, or undefined when a symbol is not known. */
export function arpabetOf(ipa: string): string | undefined {
  // Stress, length marks that stand alone, syllable breaks and the joiners espeak-ng puts inside diphthongs.
  let rest = ipa.replace(/ˈ|ˌ|\.|\u200d|\u0361|\u035c|\s|-/g, '');
  const phones: string[] = [];
  while (rest.length > 0) {
    const match = IPA_TO_ARPABET.find(([symbol]) => rest.startsWith(symbol));
    if (!match) {
      // A lone length mark or glottal stop adds no phone of its own.
      if (/^[ːʔ]/.test(rest)) {
        rest = rest.slice(1);
        continue;
      }
      return undefined;
    }
    phones.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  // "totara" comes back with its r twice (ɑːɹɹ): one phone is what is said.
  const said = phones
    .join(' ')
    .split(' ')
    .filter((phone, index, all) => phone !== '' && phone !== all[index - 1]);
  return said.length > 0 ? said.join(' ') : undefined;
}

export interface SpellPronunciationsOptions {
  espeakCommand?: string;
  timeoutMs?: number;
}

/**
 * Dictionary lines ("kowhai K AW HH AY") for words made only of letters and apostrophes, as
 * espeak-ng says them; words it cannot spell, or every word when espeak-ng is missing, are left out.
 */
export async function spellPronunciations(
  words: readonly string[],
  { espeakCommand = 'espeak-ng', timeoutMs = 10_000 }: SpellPronunciationsOptions = {},
): Promise<Map<string, string>> {
  const spellable = [...new Set(words)].filter((word) => /^[a-z]+(?:'[a-z]+)*$/.test(word));
  const out = new Map<string, string>();
  if (spellable.length === 0) return out;
  const result = await runProcess(espeakCommand, ['-q', '--ipa=3', '-v', 'en-us'], {
    stdin: `${spellable.join('\n')}\n`,
    timeoutMs,
  }).catch(() => undefined);
  if (!result || result.exitCode !== 0) return out;
  const lines = result.stdout
    .toString('utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // One line back for each word sent; anything else means the lines cannot be matched up.
  if (lines.length !== spellable.length) return out;
  spellable.forEach((word, index) => {
    const phones = arpabetOf(lines[index] as string);
    if (phones) out.set(word, phones);
  });
  return out;
}
