// Jest's stand-in for webpack's `type: 'asset/source'` (webpack.config.ts): a module whose
// default export is the file's text (the script grammar, a .peggy file).
module.exports = {
  process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }),
};
