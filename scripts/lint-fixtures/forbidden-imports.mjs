// Imports that break a boundary of docs/architecture.md §3, each placed in the file it would be written in.
// scripts/check-boundaries.mjs lints every one (the files need not exist) and fails unless ESLint rejects it
// with the named rule, so a loosened lint configuration is caught. The allowed cases guard the other way:
// a rule that rejected everything would break them.

const BOUNDARY = 'callready/import-boundaries';
const RESTRICTED = 'no-restricted-imports';

export const forbiddenImports = [
  // features do not import each other, however the path is written
  { file: 'apps/web/src/features/children/x.ts', code: "import '../reports/report-view';", rule: BOUNDARY },
  { file: 'apps/web/src/features/children/deep/x.ts', code: "import '../../reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/features/children/x.ts', code: "import '@/features/reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/features/children/x.ts', code: "export * from '../reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/features/children/x.ts', code: "await import('../reports/x');", rule: BOUNDARY },
  { file: 'apps/web/src/features/reports/x.ts', code: "import '../../features/children/x';", rule: BOUNDARY },
  // shared web code never reaches into features/ or app/
  { file: 'apps/web/src/components/x.tsx', code: "import '@/features/reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/components/ui/x.tsx', code: "import '../../features/reports/x';", rule: BOUNDARY },
  { file: 'apps/web/src/components/x.tsx', code: "import '../app/router';", rule: BOUNDARY },
  { file: 'apps/web/src/lib/x.ts', code: "import '../features/children/x';", rule: BOUNDARY },
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
  { file: 'packages/core/src/x/x.ts', code: "import 'node:fs';", rule: RESTRICTED },
  { file: 'packages/core/src/x/x.ts', code: "import 'react';", rule: RESTRICTED },
  { file: 'packages/contract/src/x.ts', code: "import 'drizzle-orm';", rule: RESTRICTED },
  { file: 'apps/server/src/modules/x.ts', code: "import 'pg';", rule: RESTRICTED },
  { file: 'apps/server/src/routes/x.ts', code: "import 'nodemailer';", rule: RESTRICTED },
  { file: 'apps/web/src/features/children/x.ts', code: "import 'node:path';", rule: RESTRICTED },
  { file: 'apps/web/src/lib/x.ts', code: "import 'node:path';", rule: RESTRICTED },
  // source never imports tests
  { file: 'apps/web/src/lib/x.ts', code: "import './y.test';", rule: RESTRICTED },
  { file: 'apps/server/src/modules/x.ts', code: "import '../test/test-context';", rule: RESTRICTED },
  { file: 'apps/server/src/providers/x.ts', code: "import '../test/test-context';", rule: RESTRICTED },
  { file: 'apps/server/src/db/x.ts', code: "import '../test/test-database';", rule: RESTRICTED },
  { file: 'apps/server/src/providers/x.ts', code: "import 'pg';", rule: RESTRICTED },
];

export const allowedImports = [
  { file: 'apps/web/src/features/children/x.ts', code: "import './child-form';" },
  { file: 'apps/web/src/features/children/deep/x.ts', code: "import '../child-form';" },
  { file: 'apps/web/src/features/children/x.ts', code: "import '@/features/children/child-form';" },
  { file: 'apps/web/src/features/children/x.ts', code: "import '@/components/form-field';" },
  { file: 'apps/web/src/features/children/x.ts', code: "import '@/lib/api';" },
  { file: 'apps/web/src/app/routes/x.tsx', code: "import '@/features/reports/reports-page';" },
  { file: 'apps/web/src/components/x.tsx', code: "import './ui/button';" },
  { file: 'apps/web/src/lib/x.ts', code: "import '../config/site';" },
  { file: 'packages/contract/src/x.ts', code: "import '@callready/core';" },
  { file: 'apps/server/src/db/x.ts', code: "import 'pg';" },
  { file: 'apps/server/src/providers/x.ts', code: "import 'nodemailer';" },
];
