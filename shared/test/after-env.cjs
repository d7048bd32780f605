require('@testing-library/jest-dom');

// Each test starts with empty storage so stores do not leak between tests.
beforeEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
