/**
 * @jest-environment node
 */
import { contractProblem } from './contract-diff';
import { computeSurface, readManifest, readSnapshot, UPDATE_COMMAND } from './contract-surface';

// The checker reads all of shared's sources and their libraries' types.
jest.setTimeout(60_000);

test('the exported surface of @console/shared is its snapshot, or its version says how it changed', () => {
  const now = { version: readManifest().version, surface: computeSurface() };
  const problem = contractProblem(readSnapshot(), now, UPDATE_COMMAND);
  // Thrown, so that CI shows the differences and what to do as they are written.
  if (problem) throw new Error(problem);
});

test('the surface holds every runtime entry, with kinds and types the checker prints', () => {
  const { surface } = readSnapshot();
  expect(Object.keys(surface).sort()).toEqual(['.', './contract', './core', './ui']);
  expect(surface['.'].areaProblems).toEqual({
    kind: 'function',
    type: '(value: unknown) => string[]',
  });
  expect(surface['./contract'].RemoteEntry).toMatchObject({
    kind: 'interface',
    members: expect.arrayContaining(['name: string', 'entry: string']),
  });
});
