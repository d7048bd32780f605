module.exports = {
  ...require('@console/shared/jest'),
  rootDir: __dirname,
  moduleNameMapper: {
    ...require('@console/shared/jest').moduleNameMapper,
    // Monaco is browser-only; screen tests never open the editor itself.
    '^monaco-editor(.*)$': '<rootDir>/src/json-editor/monaco-stub.cjs',
  },
};
