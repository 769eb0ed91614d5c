// The one place the layer boundaries of docs/architecture.md §3 are written down and enforced (ADR 002,
// ADR 047): an ESLint rule that judges each import by where it resolves, whatever way it is written
// (relative path, `@/` alias or package name), and a third-party import by its package name.
// scripts/check-boundaries.mjs proves every rule on the forbidden imports of scripts/lint-fixtures.
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

/** Tests, benchmarks and everything under a `test/` folder: the only code that may import test code. */
const isTestCode = (file) => /\.(?:test|bench)(?:\.tsx?)?$/.test(file) || /(?:^|\/)test\//.test(file);

/** A package-name pattern: `*` stands for any run of characters except a slash. */
const packagePattern = (glob) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(?:/.*)?$`);

const FEATURES = 'apps/web/src/features';
const NODE_APIS = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process'];
const DATABASE_DRIVERS = [
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm/pglite',
  'drizzle-orm/node-postgres',
  'drizzle-orm/*/migrator',
];
const VENDOR_SDKS = ['stripe', 'nodemailer', 'openai', '@elevenlabs/*'];
/** What neither shared package may import besides the apps: Node, React, HTTP or the database. */
const NOT_IN_PACKAGES = [...NODE_APIS, 'react', 'react-*', 'hono', 'drizzle-orm', '@electric-sql/*', 'pg'];

/**
 * The boundary rules. For a file under `from` (and not under `except`, and not test code when
 * `sourceOnly`), an import is an error when it resolves under a folder of `forbid` (or passes a
 * test there), or names a package matching `packages`. `forbid` may be a function of the file.
 */
const RULES = [
  {
    from: 'packages/core/src',
    forbid: ['apps', 'packages/contract'],
    packages: NOT_IN_PACKAGES,
    message: 'core is pure: it imports only core and zod',
  },
  {
    from: 'packages/contract/src',
    forbid: ['apps'],
    packages: NOT_IN_PACKAGES,
    message: 'contract imports only core and zod',
  },
  { from: 'apps/server/src', forbid: ['apps/web'], message: 'the server never imports the web app' },
  ...['modules', 'providers', 'db'].map((layer) => ({
    from: `apps/server/src/${layer}`,
    forbid: ['apps/server/src/http', 'apps/server/src/routes'],
    message: `${layer}/ sits below HTTP: it never imports http/ or routes/`,
  })),
  {
    from: 'apps/server/src',
    except: ['apps/server/src/db'],
    sourceOnly: true,
    packages: DATABASE_DRIVERS,
    message: 'only apps/server/src/db imports the database driver',
  },
  {
    from: 'apps/server/src',
    except: ['apps/server/src/providers'],
    sourceOnly: true,
    packages: VENDOR_SDKS,
    message: 'only apps/server/src/providers imports vendor SDKs',
  },
  {
    from: 'apps/web/src',
    forbid: ['apps/server'],
    packages: ['node:*'],
    message: 'the web app never imports the server or Node APIs',
  },
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
  {
    from: '',
    sourceOnly: true,
    forbid: [isTestCode],
    message: 'source never imports tests or test helpers',
  },
];

for (const rule of RULES) rule.packagePatterns = (rule.packages ?? []).map(packagePattern);

function violation(file, specifier) {
  const target = resolveImport(path.resolve(repoRoot, file), specifier);
  for (const rule of RULES) {
    if (rule.from && !under(file, rule.from)) continue;
    if (rule.except?.some((folder) => under(file, folder))) continue;
    if (rule.sourceOnly && isTestCode(file)) continue;
    if (target === null) {
      if (rule.packagePatterns.some((pattern) => pattern.test(specifier))) return rule.message;
      continue;
    }
    const forbidden = typeof rule.forbid === 'function' ? rule.forbid(file) : (rule.forbid ?? []);
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
      const reason = violation(file, source.value);
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
