/**
 * bpmn-js is this remote's own and loads only with the pages that draw a diagram
 * (ARCHITECTURE.md); one loader, so that they share one loading (useLoadedModule).
 */
export const loadBpmnViewer = () => import('./bpmn-viewer');
