/** How the shared client reaches the UI; the host binds these at start. */
export interface UiBindings {
  navigate: (path: string) => void;
  notifyError: (text: string) => void;
}

export const LOGIN_PATH = '/default/login';

let bindings: UiBindings = {
  navigate: (path) => globalThis.location?.assign(path),
  notifyError: (text) => console.error(text),
};

export const bindUi = (next: UiBindings) => {
  bindings = next;
};

export const ui = (): UiBindings => bindings;
