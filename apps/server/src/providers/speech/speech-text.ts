import { SpeechProviderError } from './types';

/** Operator lines are short; the limit keeps one request from tying up an engine. */
export const DEFAULT_MAX_TEXT_LENGTH = 600;

const isControlCharacter = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/** One line of plain text for a synthesizer: control characters removed, spaces collapsed, length checked. */
export function normalizeSpeechText(text: string, maxLength = DEFAULT_MAX_TEXT_LENGTH): string {
  const spoken = [...text]
    .map((character) => (isControlCharacter(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (!spoken) throw new SpeechProviderError('bad-audio', 'There is no text to speak');
  if (spoken.length > maxLength) {
    throw new SpeechProviderError(
      'too-long',
      `Text is ${spoken.length} characters; the limit is ${maxLength}`,
    );
  }
  return spoken;
}
