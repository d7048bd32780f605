const path = require('node:path');
const preset = require('@console/shared/jest');

// The bpmn.io packages ship ES modules; SWC compiles them for jest like our own code.
const ES_PACKAGES = [
  'min-dash',
  'moddle',
  'moddle-xml',
  'saxen',
  'bpmn-moddle',
  'bpmn-js-differ',
  'diffpatch',
  'bpmnlint-utils',
];

module.exports = {
  ...preset,
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/)(?!(${ES_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // bpmn-js-differ names its CommonJS build for Node only, not for jsdom's conditions.
    '^bpmn-js-differ$': path.join(
      path.dirname(require.resolve('bpmn-js-differ/package.json')),
      'dist/index.cjs',
    ),
  },
};
