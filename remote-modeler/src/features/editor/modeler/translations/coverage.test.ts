/** @jest-environment node */
import { readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { headerTypeLabel } from './header-types';
import { DICTIONARIES, translateLintMessage } from './translate';

// What the editor shows comes from these packages' sources: every text they pass to diagram-js's
// `translate` is read from them here, so that an upgrade adding one fails this test until the
// dictionaries have it. Each package is resolved from the modeler's own node_modules.
const MODELER = path.join(__dirname, '../../../../..');
const packageDir = (name: string) => realpathSync(path.join(MODELER, 'node_modules', name));
const read = (name: string, file: string) =>
  readFileSync(path.join(packageDir(name), file), 'utf8')
    // Comments hold examples and disabled entries, not shown text.
    .replace(/^\s*\/\/.*$/gm, '')
    // 'The follow up date … or an ' + 'ISO date …': one text, split in the source.
    .replace(/'\s*\+\s*'/g, '');

const jsFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFilesUnder(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });

const LITERAL = String.raw`(['"])((?:\\.|(?!\1).)*)\1`;
const literalsAfter = (prefix: string, source: string) =>
  [...source.matchAll(new RegExp(`${prefix}${LITERAL}`, 'g'))].map((match) =>
    match[2].replace(/\\(.)/g, '$1'),
  );
const translated = (source: string) => literalsAfter(String.raw`translate\(\s*`, source);

/** bpmn-js's palette, context pad, replace menu (its entries' labels) and modeling messages. */
function bpmnJsTexts() {
  const lib = path.join(packageDir('bpmn-js'), 'lib');
  const sources = jsFilesUnder(lib).map((file) =>
    read('bpmn-js', path.relative(packageDir('bpmn-js'), file)),
  );
  const labels = [
    'lib/features/popup-menu/PopupEntries.js',
    'lib/features/replace/ReplaceOptions.js',
  ].flatMap((file) => literalsAfter(String.raw`label:\s*`, read('bpmn-js', file)));
  const feedback = literalsAfter(
    String.raw`_ERR_MSG = `,
    read('bpmn-js', 'lib/features/modeling-feedback/ModelingFeedback.js'),
  );
  // The pool's label function adds this to its label when the pool has content.
  const withContent = ['Empty pool/participant (removes content)'];
  return [...sources.flatMap(translated), ...labels, ...feedback, ...withContent];
}

/**
 * bpmn-js-properties-panel's texts for the BPMN and Camunda 7 providers: its one bundle less
 * the Camunda 8 (Zeebe) provider's part and the tooltips the console does not configure; plus
 * the labels it keeps in constants and its header's type names.
 */
function propertiesPanelTexts() {
  const bundle = read('bpmn-js-properties-panel', 'dist/index.esm.js');
  const zeebeStart = bundle.indexOf("bpmnPropertiesProvider: ['type', BpmnPropertiesProvider]");
  const zeebeEnd = bundle.indexOf("zeebePropertiesProvider: ['type', ZeebePropertiesProvider]");
  const tooltips = bundle.indexOf('const TooltipProvider$1 = {');
  expect([zeebeStart, zeebeEnd, tooltips].every((at) => at > 0)).toBe(true);
  const shown = bundle.slice(0, zeebeStart) + bundle.slice(zeebeEnd, tooltips);
  const constants = [
    ...literalsAfter(String.raw`IMPLEMENTATION_TYPE_\w+_LABEL = `, shown),
    ...[
      ...shown.matchAll(/const (?:EVENT_TO_LABEL|IMPLEMENTATION_TYPE_TO_LABEL) = {([^}]*)}/g),
    ].flatMap((match) => literalsAfter(String.raw`:\s*`, match[1])),
    'Participant ID',
    'Local variable name',
    'Process variable name',
  ];
  // PanelHeaderProvider.getTypeLabel: the type's name split into words.
  const icons = /var iconsByType = {([^}]*)}/.exec(shown)?.[1] ?? '';
  const headerTypes = [...icons.matchAll(/'(\w+)':/g)].map((match) =>
    match[1].replace(/(\B[A-Z])/g, ' $1').replace(/(\bNon Interrupting)/g, '($1)'),
  );
  expect(headerTypes.length).toBeGreaterThan(50);
  return [...translated(shown), ...constants, ...headerTypes];
}

/** The panel's frame; two of its texts are built from a template literal. */
function panelFrameTexts() {
  const source = read('@bpmn-io/properties-panel', 'dist/index.esm.js');
  return [
    ...translated(source),
    'List contains {numOfItems} item',
    'List contains {numOfItems} items',
    'Click to remove dynamic value with FEEL expression',
    'Click to set a dynamic value with FEEL expression',
  ];
}

const LIBRARY_TEXTS = [
  ...new Set([
    ...bpmnJsTexts(),
    ...translated(read('diagram-js', 'lib/features/search-pad/SearchPad.js')),
    ...translated(read('diagram-js-minimap', 'dist/index.esm.js')),
    ...panelFrameTexts(),
    ...propertiesPanelTexts(),
  ]),
  // `'translate(' + x + ' ' + y + ')'` and the like build SVG transforms, not texts.
].filter((text) => !/^\s*\+.*\+\s*$/.test(text));

/** bpmnlint's messages in the rules the lint runs, with their varying parts as examples. */
function lintMessages() {
  const lintSource = readFileSync(path.join(__dirname, '../../lint/recommended-rules.ts'), 'utf8');
  const rules = [...lintSource.matchAll(/from 'bpmnlint\/rules\/([\w-]+)'/g)].map((m) => m[1]);
  const literal = rules.flatMap((rule) =>
    literalsAfter(String.raw`reporter\.report\([^,]+,\s*`, read('bpmnlint', `rules/${rule}.js`)),
  );
  const compat = literalsAfter(
    String.raw`reporter\.report\([^,]+,\s*`,
    read('bpmnlint-plugin-camunda-compat', 'rules/camunda-platform/history-time-to-live.js'),
  );
  // The messages built at run time, as they come out (the rules' sources, read when written).
  const built = [
    ...['Process', 'Sub process'].flatMap((type) => [
      `${type} is missing end event`,
      `${type} is missing start event`,
      `${type} has multiple blank start events`,
    ]),
    'Link catch event with link name <next> missing in scope',
    'Link throw event with link name <next> missing in scope',
    'Duplicate link catch event with link name <next> in scope',
    'Element type <bpmn:ComplexGateway> is discouraged',
    'Element type <bpmn:InclusiveGateway> is discouraged',
  ];
  // Which rules build a message at run time: a new one (an upgrade) needs its example above.
  const building = rules.filter((rule) =>
    /reporter\.report\([^,]+,\s*[^'"\s]/.test(read('bpmnlint', `rules/${rule}.js`)),
  );
  return { rules, building, messages: [...literal, ...compat, ...built] };
}

describe("the modeler's dictionaries cover what its libraries show (issue 24 §2)", () => {
  it('finds the texts in the libraries (the extraction still works)', () => {
    for (const text of ['Create task', 'Close minimap', 'Execution listeners', 'Toggle section'])
      expect(LIBRARY_TEXTS).toContain(text);
    expect(LIBRARY_TEXTS.length).toBeGreaterThan(350);
  });

  it.each(Object.keys(DICTIONARIES))('has every library text in %s', (lang) => {
    const dictionary = DICTIONARIES[lang as keyof typeof DICTIONARIES];
    // Some entries read the same in every language (BPMN, ID, a Java type's signature).
    const missing = LIBRARY_TEXTS.filter(
      (text) => !(text in dictionary) && headerTypeLabel(lang, text) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(DICTIONARIES))('has every lint message in %s', (lang) => {
    const { rules, building, messages } = lintMessages();
    expect(rules.length).toBeGreaterThan(20);
    expect(building).toEqual([
      'end-event-required',
      'link-event',
      'single-blank-start-event',
      'start-event-required',
    ]);
    const untranslated = messages.filter(
      (message) => translateLintMessage(message, lang) === message,
    );
    expect(untranslated).toEqual([]);
  });
});
