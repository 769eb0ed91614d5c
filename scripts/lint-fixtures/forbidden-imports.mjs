// Imports that break a boundary of docs/architecture.md §3, each placed in the file it would be written in.
// scripts/check-boundaries.mjs lints every one (the files need not exist) and fails unless ESLint rejects it
// with the boundary rule (scripts/eslint/import-boundaries.mjs), so a loosened rule is caught. The allowed
// cases guard the other way: a rule that rejected everything would break them.

const BOUNDARY = 'callready/import-boundaries';

export const forbiddenImports = [
  // features do not import each other, however the path is written
  { file: 'apps/web/src/features/family/x.ts', code: "import '../reports/report-view';", rule: BOUNDARY },
  { file: 'apps/web/src/features/family/deep/x.ts', code: "import '../../reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/features/family/x.ts', code: "import '@/features/reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/features/family/x.ts', code: "export * from '../reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/features/family/x.ts', code: "await import('../reports/x');", rule: BOUNDARY },
  { file: 'apps/web/src/features/reports/x.ts', code: "import '../../features/family/x';", rule: BOUNDARY },
  // shared web code never reaches into features/ or app/
  { file: 'apps/web/src/components/x.tsx', code: "import '@/features/reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/components/ui/x.tsx', code: "import '../../features/reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/components/x.tsx', code: "import '../app/router';", rule: BOUNDARY },
  { file: 'apps/web/src/lib/x.ts', code: "import '../features/family/x';", rule: BOUNDARY },
  { file: 'apps/web/src/lib/auth/x.ts', code: "import '@/app/providers';", rule: BOUNDARY },
  // packages never import apps
  { file: 'packages/contract/src/x.ts', code: "import '../../../apps/server/src/db';", rule: BOUNDARY },
  { file: 'packages/contract/src/x.ts', code: "import '@callready/server';", rule: BOUNDARY },
  { file: 'packages/core/src/x/x.ts', code: "import '../../../contract/src/x';", rule: BOUNDARY },
  { file: 'packages/core/src/x/x.ts', code: "import '../../../../apps/web/src/lib/x';", rule: BOUNDARY },
  // server and web never import each other
  { file: 'apps/server/src/modules/x.ts', code: "import '../../../web/src/lib/api';", rule: BOUNDARY },
  { file: 'apps/web/src/lib/x.ts', code: "import '../../../server/src/db';", rule: BOUNDARY },
  // purity and ownership of drivers and vendor SDKs
  { file: 'packages/core/src/x/x.ts', code: "import 'node:fs';", rule: BOUNDARY },
  { file: 'packages/core/src/x/x.ts', code: "import 'react';", rule: BOUNDARY },
  { file: 'packages/contract/src/x.ts', code: "import 'drizzle-orm';", rule: BOUNDARY },
  { file: 'apps/server/src/modules/x.ts', code: "import 'pg';", rule: BOUNDARY },
  { file: 'apps/server/src/routes/x.ts', code: "import 'nodemailer';", rule: BOUNDARY },
  { file: 'apps/web/src/features/family/x.ts', code: "import 'node:path';", rule: BOUNDARY },
  { file: 'apps/web/src/lib/x.ts', code: "import 'node:path';", rule: BOUNDARY },
  // source never imports tests
  { file: 'apps/web/src/lib/x.ts', code: "import './y.test';", rule: BOUNDARY },
  { file: 'apps/server/src/modules/x.ts', code: "import '../test/test-context';", rule: BOUNDARY },
  { file: 'apps/server/src/providers/x.ts', code: "import '../test/test-context';", rule: BOUNDARY },
  { file: 'apps/server/src/db/x.ts', code: "import '../test/test-database';", rule: BOUNDARY },
  { file: 'apps/server/src/providers/x.ts', code: "import 'pg';", rule: BOUNDARY },
  { file: 'apps/server/src/routes/x/x.ts', code: "import 'drizzle-orm/pglite';", rule: BOUNDARY },
  { file: 'apps/server/src/modules/x/x.ts', code: "import '@elevenlabs/elevenlabs-js';", rule: BOUNDARY },
  { file: 'packages/core/src/x/x.ts', code: "import 'react-dom/client';", rule: BOUNDARY },
  { file: 'packages/contract/src/x.ts', code: "import 'hono/cookie';", rule: BOUNDARY },
  // the layers below HTTP never reach up into it
  { file: 'apps/server/src/modules/auth/x.ts', code: "import '../../http/client-address';", rule: BOUNDARY },
  { file: 'apps/server/src/modules/x/x.ts', code: "import '../../routes/child-portal/x';", rule: BOUNDARY },
  { file: 'apps/server/src/providers/x/x.ts', code: "import '../../http/reply-error';", rule: BOUNDARY },
  // test helpers live under test/ folders, which source never imports
  { file: 'apps/server/src/routes/x/x.ts', code: "import '../../test/stripe-stand-in';", rule: BOUNDARY },
  { file: 'packages/core/src/conversation/x.ts', code: "import '../test/play-call';", rule: BOUNDARY },
  { file: 'apps/web/src/features/family/x.ts', code: "import '@/test/practice-calls';", rule: BOUNDARY },
];

export const allowedImports = [
  { file: 'apps/web/src/features/family/x.ts', code: "import './child-form';" },
  { file: 'apps/web/src/features/family/deep/x.ts', code: "import '../child-form';" },
  { file: 'apps/web/src/features/family/x.ts', code: "import '@/features/family/child-form';" },
  { file: 'apps/web/src/features/family/x.ts', code: "import '@/components/form-field';" },
  { file: 'apps/web/src/features/family/x.ts', code: "import '@/lib/api';" },
  { file: 'apps/web/src/app/routes/x.tsx', code: "import '@/features/reports/reports-page';" },
  { file: 'apps/web/src/components/x.tsx', code: "import './ui/button';" },
  { file: 'apps/web/src/lib/x.ts', code: "import '../config/site';" },
  { file: 'packages/contract/src/x.ts', code: "import '@callready/core';" },
  { file: 'apps/server/src/db/x.ts', code: "import 'pg';" },
  { file: 'apps/server/src/providers/x.ts', code: "import 'nodemailer';" },
  { file: 'apps/server/src/http/x.ts', code: "import '../modules/auth/client-address-header';" },
  { file: 'apps/server/src/modules/x/x.ts', code: "import '../../refusal';" },
  { file: 'apps/server/src/routes/x/x.test.ts', code: "import '../../test/stripe-stand-in';" },
  { file: 'apps/server/src/routes/x/x.test.ts', code: "import 'pg';" },
  { file: 'packages/core/src/conversation/x.test.ts', code: "import '../test/play-call';" },
  { file: 'apps/web/src/features/family/x.test.ts', code: "import '@/test/practice-calls';" },
];
