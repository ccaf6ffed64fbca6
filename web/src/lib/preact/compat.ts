/**
 * What `react` is in the web app (web/vite.config.ts aliases it here): preact/compat, with a
 * `useId` unique in the whole document. Preact's own counts per render root, and every portal
 * (dialogs, menus, popovers) is a root of its own, so a dialog's fields got the ids of elements
 * on the page behind it: a label then named the wrong control and a dialog lost its title. No
 * markup is hydrated (app/start.tsx renders over the prerendered screen), so the ids need not
 * match the server's.
 */
import compat, { useState } from "preact/compat";

let nextId = 0;

export function useId(): string {
  const [id] = useState(() => `P${(nextId++).toString(36)}`);
  return id;
}

// Only the bundler reads this module (TypeScript takes `react` from @types/react); preact/compat's
// types, an `export =`, cannot be re-exported this way.
// @ts-expect-error TS2498
export * from "preact/compat";
export default { ...compat, useId };
