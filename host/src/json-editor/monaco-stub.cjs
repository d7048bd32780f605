module.exports = { editor: {} };
