// ESLint rule for the layer boundaries of docs/architecture.md §3 that depend on where a file is and where
// its import points, whatever way the import is written (relative path, `@/` alias or package name).
// `no-restricted-imports` only sees the written text, so `../reports/x` from another feature slipped past it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a package name or alias points, relative to the repository root. */
const ALIASES = [
  { prefix: '@callready/core', target: 'packages/core/src' },
  { prefix: '@callready/contract', target: 'packages/contract/src' },
  { prefix: '@callready/server', target: 'apps/server/src' },
  { prefix: '@callready/web', target: 'apps/web/src' },
];
const WEB_ALIAS = { prefix: '@/', target: 'apps/web/src/' };

/** The repository-relative path an import refers to, or null for a third-party package. */
function resolveImport(fromFile, specifier) {
  if (specifier.startsWith('.')) {
    return toRepoPath(path.resolve(path.dirname(fromFile), specifier));
  }
  if (specifier.startsWith(WEB_ALIAS.prefix)) {
    return WEB_ALIAS.target + specifier.slice(WEB_ALIAS.prefix.length);
  }
  for (const { prefix, target } of ALIASES) {
    if (specifier === prefix || specifier.startsWith(`${prefix}/`))
      return target + specifier.slice(prefix.length);
  }
  return null;
}

function toRepoPath(absolute) {
  return path.relative(repoRoot, absolute).split(path.sep).join('/');
}

const under = (file, folder) => file === folder || file.startsWith(`${folder}/`);

const FEATURES = 'apps/web/src/features';

/**
 * The boundary rules: for a file in `from`, an import resolving under any folder of `forbid` is an
 * error. `forbid` may be a function of the importing file (the feature folders).
 */
const RULES = [
  {
    from: 'packages/core/src',
    forbid: ['apps', 'packages/contract'],
    message: 'core imports only core and zod',
  },
  { from: 'packages/contract/src', forbid: ['apps'], message: 'contract imports only core and zod' },
  { from: 'apps/server/src', forbid: ['apps/web'], message: 'the server never imports the web app' },
  { from: 'apps/web/src', forbid: ['apps/server'], message: 'the web app never imports the server' },
  {
    from: 'apps/web/src/components',
    forbid: [FEATURES, 'apps/web/src/app'],
    message: 'components/ is shared: it never imports features/ or app/',
  },
  {
    from: 'apps/web/src/lib',
    forbid: [FEATURES, 'apps/web/src/app'],
    message: 'lib/ is shared: it never imports features/ or app/',
  },
  {
    from: FEATURES,
    forbid: (file) => {
      const own = file.slice(FEATURES.length + 1).split('/')[0];
      return [(target) => under(target, FEATURES) && !under(target, `${FEATURES}/${own}`)];
    },
    message: 'features do not import each other; share through components/ or lib/',
  },
];

function violation(file, target) {
  for (const rule of RULES) {
    if (!under(file, rule.from)) continue;
    const forbidden = typeof rule.forbid === 'function' ? rule.forbid(file) : rule.forbid;
    const hit = forbidden.some((entry) =>
      typeof entry === 'function' ? entry(target) : under(target, entry),
    );
    if (hit) return rule.message;
  }
  return null;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Enforces the layer boundaries of docs/architecture.md §3 on resolved import paths.',
    },
    schema: [],
    messages: { forbidden: "'{{specifier}}': {{reason}} (docs/architecture.md §3)." },
  },
  create(context) {
    const file = toRepoPath(context.physicalFilename ?? context.filename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(path.resolve(repoRoot, file), source.value);
      if (target === null) return;
      const reason = violation(file, target);
      if (reason)
        context.report({ node: source, messageId: 'forbidden', data: { specifier: source.value, reason } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundariesPlugin = { rules: { 'import-boundaries': importBoundaries } };
