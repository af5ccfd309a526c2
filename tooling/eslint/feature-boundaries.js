// Layers inside a remote (parent-app, child-app), after bulletproof-react's "disables
// cross-feature imports": `src/app/` composes routes from `src/features/<name>/`; a feature
// imports only its own folder, `src/lib/`, the workspace packages below the apps and npm
// libraries, never `src/app/` (it must not know the app that composes it) nor another feature.
// `src/lib/` sits below the features and imports neither (only `src/env.ts`, the config leaf). Checked for every form a module can
// be named in: static imports, `export … from`, dynamic `import()`, `import x = require()`,
// type-level `import('…')`, and vitest's `vi.mock()`/`vi.importActual()` (a mock of the app's
// module is still a dependency on it). See docs/decisions/023-lint-layers-and-react-compiler.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: files are located relative to it, not to ESLint's working directory, so
 * the rule holds the same when an editor or `cd parent-app && eslint src` lints from an app.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `<app>/src/<area>/…` relative to the lint root: the app's src folder (the first `src` segment),
 * the area (features, lib, app, …) and the rest.
 */
const IN_SRC = /^(.+?\/src)\/([^/]+)(?:\/(.*))?$/;

/** Workspace packages a feature may use; every other `@portal/*` is an app or the BFF. */
const FEATURE_PACKAGES = new Set([
  '@portal/app-kit',
  '@portal/design-system',
  '@portal/contracts',
  '@portal/domain',
  '@portal/router',
]);

/** Test support that only tests may import (`src/test/`, `src/test-utils.tsx`, …). */
const TEST_SUPPORT = /^(test|test-utils|test-setup)(\/|\.[cm]?[jt]sx?$|$)/;
const TEST_FILE = /\.(test|spec|stories)\.[cm]?[jt]sx?$|\/test-fixtures\.[cm]?[jt]sx?$/;

const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

/** @param {string} file relative to the lint root, posix */
function locate(file) {
  const match = IN_SRC.exec(file);
  if (!match) return null;
  const [, srcRoot, area, rest = ''] = match;
  if (area === 'features') {
    const feature = rest.split('/')[0];
    return feature && rest.includes('/') ? { srcRoot, area, feature } : null;
  }
  if (area === 'lib') return { srcRoot, area, feature: null };
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A feature imports only itself, src/lib/, @portal/{app-kit,design-system,contracts,domain,router} and npm libraries; src/lib/ imports neither features nor the app',
    },
    messages: {
      featureToApp:
        "Feature '{{from}}' must not import src/{{to}}/: the app composes features, features do not know the app. Move what is shared to src/lib/ or @portal/app-kit.",
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}': compose features in src/app/, or move what both need to src/lib/ or @portal/app-kit.",
      featureToOther:
        "Feature '{{from}}' may import only its own folder, src/lib/, @portal/{app-kit,design-system,contracts,domain,router} and npm libraries, not '{{source}}'.",
      libUpward: "src/lib/ sits below the features and the app: it must not import '{{source}}'.",
      dynamicUnknown:
        'A module name that is not a string literal cannot be checked against the layers: use a literal.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(REPO_ROOT, context.filename).split(path.sep).join('/');
    const here = file.startsWith('..') ? null : locate(file);
    if (!here) return {};
    const isTest = TEST_FILE.test(file);

    /**
     * @param {import('estree').Node} node where to report
     * @param {string} source the module name as written
     */
    function check(node, source) {
      if (source.startsWith('@portal/')) {
        const pkg = source.split('/').slice(0, 2).join('/');
        if (FEATURE_PACKAGES.has(pkg)) return;
        report(node, here.area === 'lib' ? 'libUpward' : 'featureToOther', source);
        return;
      }
      if (!source.startsWith('.')) return; // npm library (or a bundler virtual module)
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      const inside = target.startsWith(here.srcRoot + '/')
        ? target.slice(here.srcRoot.length + 1)
        : null;
      if (inside === null) {
        report(node, here.area === 'lib' ? 'libUpward' : 'featureToOther', source);
        return;
      }
      const [area = '', feature = ''] = inside.split('/');
      if (isTest && TEST_SUPPORT.test(inside)) return;
      if (here.area === 'lib') {
        // src/env.ts is the one leaf that reads configuration; lib may wrap it for the features.
        if (area === 'lib' || /^env(\.[cm]?[jt]sx?)?$/.test(area)) return;
        report(node, 'libUpward', source);
        return;
      }
      if (area === 'lib') return;
      if (area === 'features' && feature === here.feature) return;
      if (area === 'features' && feature) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: here.feature, to: feature },
        });
        return;
      }
      if (area === 'app' || area === 'expose' || /^bootstrap(\.|$)/.test(area)) {
        context.report({
          node,
          messageId: 'featureToApp',
          data: { from: here.feature, to: area.replace(/\.[^.]*$/, '') },
        });
        return;
      }
      report(node, 'featureToOther', source);
    }

    function report(node, messageId, source) {
      context.report({ node, messageId, data: { from: here.feature ?? 'lib', source } });
    }

    /** A module name given as a literal, or a template literal without expressions. */
    function literal(node) {
      if (!node) return undefined;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
        return node.quasis[0]?.value.cooked ?? undefined;
      }
      if (node.type === 'TSLiteralType') return literal(node.literal);
      return undefined;
    }

    function fromSource(node) {
      const source = literal(node.source);
      if (source !== undefined) check(node.source, source);
    }

    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        const source = literal(node.source);
        if (source === undefined) context.report({ node, messageId: 'dynamicUnknown' });
        else check(node.source, source);
      },
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference?.type !== 'TSExternalModuleReference') return;
        const source = literal(node.moduleReference.expression);
        if (source !== undefined) check(node.moduleReference, source);
      },
      TSImportType(node) {
        const argument = node.source ?? node.argument;
        const source = literal(argument);
        if (source !== undefined) check(argument, source);
      },
      CallExpression(node) {
        const { callee } = node;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isVi =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          VI_MODULE_CALLS.has(callee.property.name);
        if (!isRequire && !isVi) return;
        const source = literal(node.arguments[0]);
        if (source !== undefined) check(node.arguments[0], source);
      },
    };
  },
};
