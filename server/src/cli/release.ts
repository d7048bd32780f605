/**
 * `pnpm release …`: deploys a remote's build as a new version beside the others, and rolls
 * versions out, promotes, rolls back and withdraws them through the running console's API
 * (README, "Releasing an area"; RELEASE_USAGE lists the commands).
 *
 * Exit status: 0 done (or already so), 1 refused (the reason printed, nothing changed),
 * 2 a malformed command line (with the usage).
 */
import { readConfig } from '../config';
import { parseReleaseArgs, RELEASE_USAGE, ReleaseRefusal } from './release-args';
import { consoleAccess, runApiCommand } from './release-client';
import { deployBuild } from './release-deploy';

/** Where the command writes: the terminal, or a test's lines. */
export interface ReleaseOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Runs one command line; resolves to the exit status. Throws only on a fault of its own. */
export async function runRelease(
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: ReleaseOutput,
): Promise<number> {
  try {
    const command = parseReleaseArgs(argv);
    if (command.kind === 'help') {
      output.log(RELEASE_USAGE);
      return 0;
    }
    if (command.kind === 'deploy') {
      // pnpm runs the script in server/: a relative --from means the caller's folder.
      const cwd = env.INIT_CWD || process.cwd();
      const result = await deployBuild(readConfig(env), command.remote, command.from, cwd);
      output.log(
        result.already
          ? `${result.remote} ${result.version} is already deployed in ${result.folder}`
          : `Deployed ${result.remote} ${result.version} to ${result.folder}`,
      );
      return 0;
    }
    for (const line of await runApiCommand(command, consoleAccess(env))) output.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseRefusal)) throw error;
    output.error(error.message);
    if (error.usage) output.error(RELEASE_USAGE);
    return error.usage ? 2 : 1;
  }
}

if (require.main === module) {
  runRelease(process.argv.slice(2), process.env, {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  }).then(
    (status) => (process.exitCode = status),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
