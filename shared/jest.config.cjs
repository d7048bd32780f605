module.exports = { ...require('./test/jest-preset.cjs'), rootDir: __dirname };
