// A feature folder (`<app>/src/features/<name>/`) must not import another feature: only the
// route layer composes features (bulletproof-react's "disables cross-feature imports").
import path from 'node:path';

const FEATURE = /^(.*\/src\/features)\/([^/]+)\//;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one feature folder into another' },
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}': compose features in src/app/ instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = FEATURE.exec(file);
    if (!own) return {};
    const [, featuresRoot, ownFeature] = own;
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source)) + '/';
      if (!target.startsWith(featuresRoot + '/')) return;
      const targetFeature = target.slice(featuresRoot.length + 1).split('/')[0];
      if (targetFeature && targetFeature !== ownFeature) {
        context.report({
          node: node.source,
          messageId: 'crossFeature',
          data: { from: ownFeature, to: targetFeature },
        });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
