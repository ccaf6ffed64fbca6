import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "../components/provider";

/** Renders `ui` inside the design system's `Provider`, as apps do. */
export function renderWithSystem(ui: ReactElement) {
  return render(<Provider>{ui}</Provider>);
}
