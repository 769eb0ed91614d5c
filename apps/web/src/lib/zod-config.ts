// Zod probes `new Function` when schemas are first built; under our CSP (no 'unsafe-eval') that probe
// is reported as a violation on every page. Jitless mode skips it. Imported first by main.tsx.
import { z } from 'zod';

z.config({ jitless: true });
