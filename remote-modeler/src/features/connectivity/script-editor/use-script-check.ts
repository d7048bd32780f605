import { useEffect, useRef, useState } from 'react';
import { ScriptCheckClient } from './script-check-client';
import type { ScriptMark } from './script-problems';

/** Typing comes in bursts: the text is checked once it rests. */
const QUIET_MS = 300;

const NONE: ScriptMark[] = [];

/** The syntax problems of a script as it is typed (null text: nothing to check). */
export function useScriptCheck(source: string | null): ScriptMark[] {
  const client = useRef<ScriptCheckClient | null>(null);
  const [marks, setMarks] = useState<ScriptMark[]>(NONE);

  useEffect(() => {
    const created = new ScriptCheckClient();
    client.current = created;
    return () => {
      created.dispose();
      client.current = null;
    };
  }, []);

  useEffect(() => {
    if (source === null) return undefined;
    const timer = setTimeout(() => {
      client.current?.check(source).then(
        (found) => found && setMarks(found.length ? found : NONE),
        // A checker that cannot run marks nothing; the server checks again on save.
        () => setMarks(NONE),
      );
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [source]);

  return source === null ? NONE : marks;
}
