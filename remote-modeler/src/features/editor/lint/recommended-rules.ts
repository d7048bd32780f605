// bpmnlint's recommended rules (bpmnlint/config/recommended.js), imported one by one so that
// the worker's bundle holds exactly these; the levels below are ours.
import type { RuleFactory } from 'bpmnlint/lib/linter';
import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process';
import conditionalFlows from 'bpmnlint/rules/conditional-flows';
import endEventRequired from 'bpmnlint/rules/end-event-required';
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway';
import eventSubProcessTypedStartEvent from 'bpmnlint/rules/event-sub-process-typed-start-event';
import fakeJoin from 'bpmnlint/rules/fake-join';
import global from 'bpmnlint/rules/global';
import labelRequired from 'bpmnlint/rules/label-required';
import linkEvent from 'bpmnlint/rules/link-event';
import noBpmndi from 'bpmnlint/rules/no-bpmndi';
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway';
import noDisconnected from 'bpmnlint/rules/no-disconnected';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows';
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split';
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end';
import noImplicitStart from 'bpmnlint/rules/no-implicit-start';
import noInclusiveGateway from 'bpmnlint/rules/no-inclusive-gateway';
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition';
import startEventRequired from 'bpmnlint/rules/start-event-required';
import subProcessBlankStartEvent from 'bpmnlint/rules/sub-process-blank-start-event';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway';
import superfluousLabel from 'bpmnlint/rules/superfluous-label';
import superfluousTermination from 'bpmnlint/rules/superfluous-termination';

/** The recommended rules by name, with the level each is reported at. */
export const RECOMMENDED: Record<string, [RuleFactory, 'error' | 'warn']> = {
  'ad-hoc-sub-process': [adHocSubProcess, 'error'],
  'conditional-flows': [conditionalFlows, 'error'],
  'end-event-required': [endEventRequired, 'error'],
  'event-based-gateway': [eventBasedGateway, 'error'],
  'event-sub-process-typed-start-event': [eventSubProcessTypedStartEvent, 'error'],
  'fake-join': [fakeJoin, 'warn'],
  global: [global, 'warn'],
  'label-required': [labelRequired, 'warn'],
  'link-event': [linkEvent, 'error'],
  'no-bpmndi': [noBpmndi, 'error'],
  'no-complex-gateway': [noComplexGateway, 'error'],
  'no-disconnected': [noDisconnected, 'error'],
  'no-duplicate-sequence-flows': [noDuplicateSequenceFlows, 'error'],
  'no-gateway-join-fork': [noGatewayJoinFork, 'error'],
  'no-implicit-split': [noImplicitSplit, 'error'],
  'no-implicit-end': [noImplicitEnd, 'error'],
  'no-implicit-start': [noImplicitStart, 'error'],
  'no-inclusive-gateway': [noInclusiveGateway, 'warn'],
  'no-overlapping-elements': [noOverlappingElements, 'warn'],
  'single-blank-start-event': [singleBlankStartEvent, 'error'],
  'single-event-definition': [singleEventDefinition, 'error'],
  'start-event-required': [startEventRequired, 'error'],
  'sub-process-blank-start-event': [subProcessBlankStartEvent, 'error'],
  'superfluous-gateway': [superfluousGateway, 'warn'],
  'superfluous-label': [superfluousLabel, 'warn'],
  'superfluous-termination': [superfluousTermination, 'warn'],
};
