// Text every endpoint refuses (docs/product.md §5): control characters have no place in a name,
// a message or a date, and NUL cannot even be stored. Tab and line breaks are allowed in free text.
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when `text` holds a control character; tab, CR and LF count only without `allowLineBreaks`. */
export function hasControlCharacters(text: string, { allowLineBreaks = false } = {}): boolean {
  return (allowLineBreaks ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL).test(text);
}
