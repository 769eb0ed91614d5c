// Choosing a browser voice for a country's accent. Browsers report languages as 'en-GB' or
// 'en_GB'; some voices only say 'en'.

export type VoiceLike = { lang: string; name: string; localService?: boolean; default?: boolean };

const normalizeLang = (lang: string) => lang.trim().replace('_', '-').toLowerCase();

/**
 * The best voice for a locale such as 'en-AU': one with exactly that language (preferring voices
 * installed on the device, which start instantly), then any voice of the same language, else null
 * so the browser uses its own default for the utterance's lang.
 */
export function pickVoiceForLocale<T extends VoiceLike>(voices: readonly T[], locale: string): T | null {
  const wanted = normalizeLang(locale);
  const language = wanted.split('-')[0] ?? wanted;
  const exact = voices.filter((voice) => normalizeLang(voice.lang) === wanted);
  const exactMatch = exact.find((voice) => voice.localService) ?? exact[0];
  if (exactMatch) return exactMatch;
  const sameLanguage = voices.filter((voice) => normalizeLang(voice.lang).split('-')[0] === language);
  return sameLanguage.find((voice) => voice.default) ?? sameLanguage[0] ?? null;
}
