module.exports = { ...require('@console/shared/jest'), rootDir: __dirname };
