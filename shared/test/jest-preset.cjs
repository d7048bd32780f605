// Jest settings shared by shared/, host/ and the remotes: jsdom, SWC, and the setup antd and
// react-router need under jsdom (see ../shared/TOOLCHAIN.md at the workspace's side).
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  globals: {
    __APP_VERSION__: '0.0.0-test',
    // The host's contract version, as its build defines it (shared/build/webpack-common.ts).
    __CONTRACT_VERSION__: require('../package.json').version,
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css|less|svg|png)$': path.join(__dirname, 'file-stub.cjs'),
    // The kit (src/ui) imports shared by its own name; jest does not resolve a package's
    // self-reference, webpack and TypeScript do.
    '^@console/shared$': path.join(__dirname, '../src/index.ts'),
    '^@console/shared/ui$': path.join(__dirname, '../src/ui/index.ts'),
    '^@console/shared/core$': path.join(__dirname, '../src/core.ts'),
    // @ant-design/icons' CommonJS build deep-imports the ES build of @ant-design/colors.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
  setupFiles: [path.join(__dirname, 'jsdom-setup.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'after-env.cjs')],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Screen tests drive antd in jsdom; on a busy 2-core machine 5 s is too tight.
  testTimeout: 30_000,
};
