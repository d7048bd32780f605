// react-router 7 needs TextEncoder/TextDecoder; antd needs matchMedia and MessageChannel; antd's
// style utils call getComputedStyle with a pseudo-element argument jsdom does not implement.
const { TextDecoder, TextEncoder } = require('node:util');
const { MessageChannel } = require('node:worker_threads');

Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.MessageChannel ??= MessageChannel;

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
