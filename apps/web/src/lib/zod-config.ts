// Zod probes `new Function` when an object schema is built; under our CSP (no 'unsafe-eval') that
// probe is reported as a violation. Jitless mode skips it. The web build resolves every `zod`
// import to this module (vite.config.ts), so the setting is made before the first schema of
// whichever lazily loaded screen builds one, and pages without schemas never load zod at all.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
