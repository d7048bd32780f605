/**
 * bpmn-engine's `scripts` option. Its default (bpmn-engine's JavaScripts) runs
 * `<scriptTask scriptFormat="javascript">` bodies and `language="javascript"` conditions
 * with node:vm, which is no boundary. Deploy refuses both; a definition stored before that
 * check gets a script that fails, so its instance ends in an error instead of running code.
 */

type ScriptCallback = (error: Error | null, output?: unknown) => void;

interface ScriptOwner {
  id: string;
  type: string;
  behaviour: {
    conditionExpression?: { language?: string; body?: string };
    scriptFormat?: string;
    script?: string;
    resource?: string;
  };
}

interface Script {
  execute(executionContext: unknown, callback: ScriptCallback): void;
}

/** bpmn-engine's DummyScript: a script task with no script passes through, as it does there. */
const passThrough: Script = { execute: (_context, callback) => callback(null) };

const refused = (id: string, language: string): Script => ({
  execute: (_context, callback) =>
    callback(
      new Error(
        `<${id}> has a ${language} script; scripts are not run (use a \${…} expression instead)`,
      ),
    ),
});

export class RefusedScripts {
  private readonly scripts = new Map<string, Script>();

  register({ id, type, behaviour }: ScriptOwner): Script | undefined {
    let language: string | undefined;
    let body: string | undefined;
    if (type === 'bpmn:SequenceFlow') {
      // A condition without a language is an expression: the engine evaluates it itself.
      language = behaviour.conditionExpression?.language;
      if (!language) return undefined;
      body = behaviour.conditionExpression?.body;
    } else {
      language = behaviour.scriptFormat;
      body = behaviour.script ?? behaviour.resource;
    }
    const script = language && body ? refused(id, language) : passThrough;
    this.scripts.set(id, script);
    return script;
  }

  getScript(_language: string | undefined, { id }: { id: string }): Script {
    // Undefined when nothing was registered: bpmn-elements checks for that, though its types
    // promise a script.
    return this.scripts.get(id) as Script;
  }
}
