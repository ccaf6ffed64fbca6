// Shared DOM test setup for the web app and the design system (jsdom via jest-fixed-jsdom).
import { webcrypto } from "node:crypto";
import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy*/waitFor wait up to 10 s, a test up to 45 s: whole-app renders load lazy chunks and
// several queries, and on a 2-core machine two Jest workers (and whatever else the machine runs)
// share the cores; a test that passes takes 1–5 s alone, these limits only bound a failure.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(45_000);

// jsdom has no Web Crypto digest (browsers have it on https and localhost): Node's, as in them.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle });
}

if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// jsdom has no PointerEvent; Ark's checkbox creates one when its input loses focus.
if (typeof window.PointerEvent === "undefined") {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}
