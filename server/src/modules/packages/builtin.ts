import type { CommandScript, ParamMeta } from '@console/shared/contract';

interface Package {
  id: string;
  name: string;
  description: string;
  commands: Omit<CommandScript, 'packageId' | 'builtIn'>[];
}

const text = (name: string, label: string, extra: Partial<ParamMeta> = {}): ParamMeta => ({
  name,
  label,
  type: 'Text',
  required: true,
  ...extra,
});
const optional = (name: string, label: string, extra: Partial<ParamMeta> = {}) =>
  text(name, label, { required: false, ...extra });
const resultVariable = (fallback: string) =>
  optional('resultVariable', 'Result variable', { default: fallback });

/** Fails the run unless the answer is a 2xx; otherwise sets the result variable. */
const HTTP_RESULT = `if (answer.status < 200 || answer.status > 299) {
  fail("The call answered HTTP \${answer.status}: \${answer.text}")
}
def out = [:]
out[params.resultVariable] = answer.body
return out`;

/**
 * The packages every tenant has (issue 13 §2). Each command is a script of the platform's own
 * language with the form its parameters need; a tenant's own commands are made the same way.
 * This file opens no connection: the scripts reach out only through the platform functions
 * (http, sftp, sql, mail), which go through the egress policy (scripts/io-http.ts, io-remote.ts).
 */
export const BUILTIN_PACKAGES: readonly Package[] = [
  {
    id: 'http',
    name: 'HTTP',
    description: 'REST and SOAP calls; a bound HTTP credential authorizes them',
    commands: [
      {
        id: 'request',
        name: 'REST call',
        description: "Calls a URL; sends the task's variables as JSON unless a body is given",
        paramsMeta: [
          {
            name: 'method',
            label: 'Method',
            type: 'SelectItems',
            required: true,
            default: 'GET',
            items: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => ({ label: m, value: m })),
          },
          text('url', 'URL'),
          optional('headers', 'Headers (JSON)', { multiline: true }),
          optional('body', 'Body (JSON)', { multiline: true }),
          resultVariable('response'),
        ],
        script: `// A REST call; the answer's JSON (or text) goes into the result variable.
def headers = params.headers ? json.parse(params.headers) : [:]
def body = params.body ? json.parse(params.body) : input
def sends = params.method != 'GET' && params.method != 'DELETE'
def answer = http.request([method: params.method, url: params.url, headers: headers, body: sends ? body : null])
${HTTP_RESULT}`,
      },
      {
        id: 'soap',
        name: 'SOAP call',
        description: 'Posts a SOAP envelope with its SOAPAction; the answer is parsed from XML',
        paramsMeta: [
          text('url', 'URL'),
          optional('soapAction', 'SOAPAction'),
          text('envelope', 'Envelope (XML)', { multiline: true }),
          resultVariable('response'),
        ],
        script: `// A SOAP call; \${name} in the envelope takes the task's variable of that name.
def envelope = params.envelope
input.each { key, value -> envelope = envelope.replace('\${' + key + '}', "\${value}") }
def answer = http.soap(params.url, params.soapAction ?: '', envelope)
if (answer.status < 200 || answer.status > 299) {
  fail("The call answered HTTP \${answer.status}: \${answer.text}")
}
def out = [:]
out[params.resultVariable] = xml.parse(answer.text)
return out`,
      },
    ],
  },
  {
    id: 'sftp',
    name: 'SFTP',
    description: 'Lists, reads and writes files on the SFTP server of the bound credential',
    commands: [
      {
        id: 'list',
        name: 'List a folder',
        description: 'The names, sizes and types of a remote folder',
        paramsMeta: [text('folder', 'Folder'), resultVariable('files')],
        script: `def out = [:]\nout[params.resultVariable] = sftp.list(params.folder)\nreturn out`,
      },
      {
        id: 'download',
        name: 'Download a file',
        description: 'A remote file, as text, into a variable',
        paramsMeta: [text('path', 'Remote path'), resultVariable('content')],
        script: `def out = [:]\nout[params.resultVariable] = sftp.get(params.path)\nreturn out`,
      },
      {
        id: 'upload',
        name: 'Upload a file',
        description: 'Writes the text of a variable to a remote file',
        paramsMeta: [text('path', 'Remote path'), text('sourceVariable', 'Source variable')],
        script: `def content = input[params.sourceVariable]
if (content == null) { fail("The variable \${params.sourceVariable} is not set") }
sftp.put(params.path, asText(content))
return [:]`,
      },
    ],
  },
  {
    id: 'sql',
    name: 'SQL',
    description: 'Queries the PostgreSQL database of the bound credential',
    commands: [
      {
        id: 'query',
        name: 'Query',
        description:
          'A statement with $1, $2… taken from the named variables; the rows go into a variable',
        paramsMeta: [
          text('statement', 'Statement', { multiline: true }),
          optional('valueVariables', 'Variables for $1, $2… (comma-separated)'),
          resultVariable('rows'),
        ],
        script: `def names = params.valueVariables ? params.valueVariables.split(',').collect { it.trim() } : []
def values = names.collect { input[it] }
def out = [:]
out[params.resultVariable] = sql.query(params.statement, values)
return out`,
      },
    ],
  },
  {
    id: 'mail',
    name: 'E-mail',
    description: 'Sends mail through the SMTP server of the bound credential',
    commands: [
      {
        id: 'send',
        name: 'Send a mail',
        description: "${name} in the subject or text takes the task's variable of that name",
        paramsMeta: [
          text('to', 'To'),
          text('subject', 'Subject'),
          text('text', 'Text', { multiline: true }),
        ],
        script: `def fill = { template ->
  def out = template
  input.each { key, value -> out = out.replace('\${' + key + '}', "\${value}") }
  out }
def sent = mail.send([to: params.to, subject: fill(params.subject), text: fill(params.text)])
return [mailMessageId: sent.messageId]`,
      },
    ],
  },
  {
    id: 'files',
    name: 'File store',
    description: "Reads and writes the tenant's file store (paths start with mounted/)",
    commands: [
      {
        id: 'read',
        name: 'Read a file',
        description: 'A file, as text, into a variable',
        paramsMeta: [text('path', 'Path', { default: 'mounted/' }), resultVariable('content')],
        script: `def out = [:]\nout[params.resultVariable] = files.read(params.path)\nreturn out`,
      },
      {
        id: 'write',
        name: 'Write a file',
        description: 'The text (or JSON) of a variable, into a file; an existing one is replaced',
        paramsMeta: [
          text('path', 'Path', { default: 'mounted/' }),
          text('sourceVariable', 'Source variable'),
        ],
        script: `def content = input[params.sourceVariable]
if (content == null) { fail("The variable \${params.sourceVariable} is not set") }
files.write(params.path, asText(content))
return [writtenPath: params.path]`,
      },
      {
        id: 'list',
        name: 'List a folder',
        description: 'The entries of a folder',
        paramsMeta: [text('folder', 'Folder', { default: 'mounted/' }), resultVariable('files')],
        script: `def out = [:]\nout[params.resultVariable] = files.list(params.folder)\nreturn out`,
      },
    ],
  },
  {
    id: 'transform',
    name: 'Transforms',
    description: 'JSON, XML and CSV, from one variable into another',
    commands: [
      ['xml-to-json', 'XML to JSON', 'xml.parse(source)'],
      ['json-to-xml', 'JSON to XML', 'xml.write(source)'],
      ['csv-to-json', 'CSV to JSON', "csv.parse(source, params.separator ?: ',')"],
      ['json-to-csv', 'JSON to CSV', "csv.write(source, params.separator ?: ',')"],
    ].map(([id, name, expression]) => ({
      id,
      name,
      description: `${name}: the source variable's value, converted into the target variable`,
      paramsMeta: [
        text('sourceVariable', 'Source variable'),
        text('targetVariable', 'Target variable'),
        ...(id.includes('csv') ? [optional('separator', 'Separator', { default: ',' })] : []),
      ],
      script: `def source = input[params.sourceVariable]
if (source == null) { fail("The variable \${params.sourceVariable} is not set") }
def out = [:]
out[params.targetVariable] = ${expression}
return out`,
    })),
  },
];
