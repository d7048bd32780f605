import type { ParamMeta } from '@console/shared/contract';
import type { CatalogueCommand } from './catalogue';

const field = (name: string, label: string, extra: Partial<ParamMeta> = {}): ParamMeta => ({
  name,
  label,
  type: 'Text',
  required: true,
  ...extra,
});
const source = field('sourceVariable', 'Source variable');
const target = field('targetVariable', 'Target variable');

/** The start of a script that reads its source variable and fails when it is not set. */
const READ_SOURCE = `def source = input[params.sourceVariable]
if (source == null) { fail("The variable \${params.sourceVariable} is not set") }`;

/**
 * HTTP 1.1.0 adds GraphQL: a query and its variables posted as JSON, the answer's data kept.
 * The script opens no connection itself: its `http.request` is the script platform's, which
 * goes through the egress policy (server/src/http/egress.ts) like every tenant's call.
 */
export const GRAPHQL_COMMAND: CatalogueCommand = {
  id: 'graphql',
  name: 'GraphQL query',
  description: "Posts a query with its variables (the task's variables unless given)",
  paramsMeta: [
    field('url', 'URL'),
    field('query', 'Query', { multiline: true }),
    field('variables', 'Variables (JSON)', { required: false, multiline: true }),
    field('resultVariable', 'Result variable', { required: false, default: 'data' }),
  ],
  script: `// A GraphQL query; the answer's data goes into the result variable.
def variables = params.variables ? json.parse(params.variables) : input
def answer = http.request([method: 'POST', url: params.url, headers: [:], body: [query: params.query, variables: variables]])
if (answer.status < 200 || answer.status > 299) {
  fail("The call answered HTTP \${answer.status}: \${answer.text}")
}
if (answer.body.errors) { fail("The query answered errors: \${json.write(answer.body.errors)}") }
def out = [:]
out[params.resultVariable ?: 'data'] = answer.body.data
return out`,
};

const TEMPLATE_COMMAND: CatalogueCommand = {
  id: 'template',
  name: 'Fill a template',
  description: "${name} in the template takes the task's variable of that name",
  paramsMeta: [field('template', 'Template', { multiline: true }), target],
  script: `def text = params.template
input.each { key, value -> text = text.replace('\${' + key + '}', asText(value)) }
def out = [:]
out[params.targetVariable] = text
return out`,
};

const caseCommand = (modes: string[], lines: string): CatalogueCommand => ({
  id: 'case',
  name: 'Change case',
  description: "The source variable's text, changed, into the target variable",
  paramsMeta: [
    source,
    target,
    {
      name: 'mode',
      label: 'Change',
      type: 'SelectItems',
      required: true,
      default: 'upper',
      items: modes.map((mode) => ({ label: mode, value: mode })),
    },
  ],
  script: `${READ_SOURCE}
def text = asText(source)
def out = [:]
${lines}
return out`,
});

const UPPER_LOWER = `if (params.mode == 'lower') { out[params.targetVariable] = text.toLowerCase() }
else { out[params.targetVariable] = text.toUpperCase() }`;

/** Text tools: not given to a tenant unless installed from the market. */
export const TEXT_PACKAGE = {
  id: 'text',
  name: 'Text tools',
  description: 'Templates, case and splitting of text variables',
  v1: [TEMPLATE_COMMAND, caseCommand(['upper', 'lower'], UPPER_LOWER)],
  v1_1: [
    TEMPLATE_COMMAND,
    caseCommand(
      ['upper', 'lower', 'trim'],
      `if (params.mode == 'trim') { out[params.targetVariable] = text.trim() }
else if (params.mode == 'lower') { out[params.targetVariable] = text.toLowerCase() }
else { out[params.targetVariable] = text.toUpperCase() }`,
    ),
    {
      id: 'split',
      name: 'Split',
      description: "The source variable's text, cut at a separator, as a list",
      paramsMeta: [
        source,
        target,
        field('separator', 'Separator', { required: false, default: ',' }),
      ],
      script: `${READ_SOURCE}
def out = [:]
out[params.targetVariable] = asText(source).split(params.separator ?: ',').collect { it.trim() }
return out`,
    },
  ],
};
