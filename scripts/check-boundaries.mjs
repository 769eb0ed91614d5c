// Proves that lint enforces the boundaries of docs/architecture.md §3: every import in
// scripts/lint-fixtures/forbidden-imports.mjs must be rejected by the named rule, and every allowed
// import must pass. Part of `npm run lint`, which also runs the check that docs/architecture.md names
// only files and symbols the repository has (scripts/check-architecture-doc.mjs) from here.
import { ESLint } from 'eslint';
import { allowedImports, forbiddenImports } from './lint-fixtures/forbidden-imports.mjs';

const eslint = new ESLint();
const failures = [];

async function errorsFor({ file, code }) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((message) => message.severity === 2);
}

for (const fixture of forbiddenImports) {
  const errors = await errorsFor(fixture);
  if (!errors.some((error) => error.ruleId === fixture.rule)) {
    failures.push(`not rejected by ${fixture.rule}: ${fixture.code} in ${fixture.file}`);
  }
}
for (const fixture of allowedImports) {
  const boundaryErrors = (await errorsFor(fixture)).filter((error) =>
    ['callready/import-boundaries', 'no-restricted-imports'].includes(error.ruleId),
  );
  if (boundaryErrors.length > 0) {
    failures.push(`wrongly rejected: ${fixture.code} in ${fixture.file} (${boundaryErrors[0].message})`);
  }
}

if (failures.length > 0) {
  console.error(
    `Import boundaries are not enforced as docs/architecture.md §3 says:\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `Import boundaries: ${forbiddenImports.length} forbidden imports rejected, ${allowedImports.length} allowed.`,
);

await import('./check-architecture-doc.mjs');
