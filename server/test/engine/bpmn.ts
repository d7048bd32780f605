/** Small BPMN documents for the engine's tests. */
const NS = `xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" targetNamespace="http://console.test"`;

export const definitions = (body: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<definitions ${NS} id="defs">${extra}${body}</definitions>`;

/** start → external task (topic) → end. */
export const oneTask = (key: string, topic = 'work', name = 'Do work') =>
  definitions(`<process id="${key}" name="${key} flow" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
    <serviceTask id="task" name="${name}" camunda:type="external" camunda:topic="${topic}"/>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
    <endEvent id="end"/>
  </process>`);

/** start → task → exclusive gateway: amount > 100 → big, otherwise small. */
export const gateway = (key: string) =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
    <serviceTask id="task" camunda:type="external" camunda:topic="score"/>
    <sequenceFlow id="f2" sourceRef="task" targetRef="gw"/>
    <exclusiveGateway id="gw" default="toSmall"/>
    <sequenceFlow id="toBig" sourceRef="gw" targetRef="big"><conditionExpression xsi:type="tFormalExpression">\${amount > 100}</conditionExpression></sequenceFlow>
    <sequenceFlow id="toSmall" sourceRef="gw" targetRef="small"/>
    <endEvent id="big"/>
    <endEvent id="small"/>
  </process>`);

/** start → parallel split → two external tasks → join → end. */
export const parallel = (key: string) =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="split"/>
    <parallelGateway id="split"/>
    <sequenceFlow id="f2" sourceRef="split" targetRef="a"/>
    <sequenceFlow id="f3" sourceRef="split" targetRef="b"/>
    <serviceTask id="a" camunda:type="external" camunda:topic="left"/>
    <serviceTask id="b" camunda:type="external" camunda:topic="right"/>
    <sequenceFlow id="f4" sourceRef="a" targetRef="join"/>
    <sequenceFlow id="f5" sourceRef="b" targetRef="join"/>
    <parallelGateway id="join"/>
    <sequenceFlow id="f6" sourceRef="join" targetRef="end"/>
    <endEvent id="end"/>
  </process>`);

/** start → timer (ISO duration) → end. */
export const timer = (key: string, duration: string, kind = 'timeDuration') =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="wait"/>
    <intermediateCatchEvent id="wait"><timerEventDefinition><${kind} xsi:type="tFormalExpression">${duration}</${kind}></timerEventDefinition></intermediateCatchEvent>
    <sequenceFlow id="f2" sourceRef="wait" targetRef="end"/>
    <endEvent id="end"/>
  </process>`);

/** start → timer (an ISO duration) → external task on `topic` → end. */
export const timerThenTask = (key: string, duration: string, topic: string) =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="wait"/>
    <intermediateCatchEvent id="wait"><timerEventDefinition><timeDuration xsi:type="tFormalExpression">${duration}</timeDuration></timerEventDefinition></intermediateCatchEvent>
    <sequenceFlow id="f2" sourceRef="wait" targetRef="task"/>
    <serviceTask id="task" camunda:type="external" camunda:topic="${topic}"/>
    <sequenceFlow id="f3" sourceRef="task" targetRef="end"/>
    <endEvent id="end"/>
  </process>`);

/** start → catch message `name` → end; and a message start variant. */
export const messageCatch = (key: string, name: string) =>
  definitions(
    `<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="wait"/>
    <intermediateCatchEvent id="wait"><messageEventDefinition messageRef="msg"/></intermediateCatchEvent>
    <sequenceFlow id="f2" sourceRef="wait" targetRef="end"/>
    <endEvent id="end"/>
  </process>`,
    `<message id="msg" name="${name}"/>`,
  );

export const messageStart = (key: string, name: string) =>
  definitions(
    `<process id="${key}" isExecutable="true">
    <startEvent id="start"><messageEventDefinition messageRef="msg"/></startEvent>
    <sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
    <serviceTask id="task" camunda:type="external" camunda:topic="after-message"/>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
    <endEvent id="end"/>
  </process>`,
    `<message id="msg" name="${name}"/>`,
  );

/** An external task with an error boundary event for `code`. */
export const errorBoundary = (key: string, code: string) =>
  definitions(
    `<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="task"/>
    <serviceTask id="task" camunda:type="external" camunda:topic="risky"/>
    <boundaryEvent id="caught" attachedToRef="task"><errorEventDefinition errorRef="err"/></boundaryEvent>
    <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
    <sequenceFlow id="f3" sourceRef="caught" targetRef="errorEnd"/>
    <endEvent id="end"/>
    <endEvent id="errorEnd"/>
  </process>`,
    `<error id="err" errorCode="${code}"/>`,
  );
