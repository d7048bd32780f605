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
  transform: { ...preset.transform, '\\.peggy$': path.join(__dirname, 'jest-text-transform.cjs') },
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The script grammar, the file that webpack loads as text (asset/source).
    '^@console/shared/script-grammar$': require.resolve('@console/shared/script-grammar'),
    // bpmn-js-differ names its CommonJS build for Node only, not for jsdom's conditions.
    '^bpmn-js-differ$': path.join(
      path.dirname(require.resolve('bpmn-js-differ/package.json')),
      'dist/index.cjs',
    ),
  },
};
