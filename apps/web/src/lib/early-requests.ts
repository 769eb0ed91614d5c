// GET requests a first view is known to need, sent by the entry while the page's own code still
// loads, so their answers do not wait behind it. apiRequest takes each answer once; an answer left
// untaken (the visitor went elsewhere) is dropped after a short while rather than served stale.
const UNTAKEN_ANSWER_LIFETIME_MS = 10_000;

const earlyAnswers = new Map<string, Promise<Response>>();

export function sendEarly(path: string) {
  if (earlyAnswers.has(path)) return;
  const answer = fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  // A failure is reported to whoever takes the answer.
  answer.catch(() => undefined);
  earlyAnswers.set(path, answer);
  setTimeout(() => {
    if (earlyAnswers.get(path) === answer) earlyAnswers.delete(path);
  }, UNTAKEN_ANSWER_LIFETIME_MS);
}

/** The answer of an early GET of `path`, once; undefined when none was sent. */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const answer = earlyAnswers.get(path);
  earlyAnswers.delete(path);
  return answer;
}
