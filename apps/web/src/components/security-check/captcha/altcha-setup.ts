// Registers the <altcha-widget> element in a form that runs under the server's strict CSP: the
// "external" build injects no inline worker code, its stylesheet is bundled with ours, and the
// proof-of-work workers are emitted by Vite as separate same-origin files (worker-src 'self').
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-theme.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { fetchWithLoadTimeout } from './captcha-timeout';

const PBKDF2_ALGORITHMS = ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'];
const SHA_ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512'];

for (const algorithm of PBKDF2_ALGORITHMS)
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
for (const algorithm of SHA_ALGORITHMS) globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());

globalThis.$altcha.defaults.set({
  fetch: fetchWithLoadTimeout,
  hideFooter: true,
  // The labels are the widget's English ones whatever the browser's language, like the rest of the site.
  language: 'en',
});
