// react-router 7 needs TextEncoder/TextDecoder; antd needs matchMedia; antd's style utils call
// getComputedStyle with a pseudo-element argument jsdom does not implement.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// React's scheduler and antd's form and select post to a MessageChannel, which jsdom lacks.
// Node's own keeps its ports open and jest from exiting; this one delivers each message as a
// timer task (the same macrotask ordering) and ends with the test environment.
class TimerPort {
  onmessage = null;
  peer = null;
  postMessage(data) {
    const target = this.peer;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.peer = null;
  }
}
class TimerChannel {
  constructor() {
    this.port1 = new TimerPort();
    this.port2 = new TimerPort();
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
globalThis.MessageChannel = TimerChannel;

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.scrollTo = () => {};
}
