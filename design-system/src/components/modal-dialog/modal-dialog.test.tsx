import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { ModalDialog } from "./modal-dialog";

test("an open dialog is named by its title and closed by its close button", async () => {
  const onClose = jest.fn();
  renderWithSystem(
    <ModalDialog open onClose={onClose} title="Choose a language" closeLabel="Close">
      <button type="button">English</button>
    </ModalDialog>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Choose a language" });
  expect(await axeViolations(dialog)).toEqual([]);
  await userEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("Escape closes a dismissible dialog, not one that is not", async () => {
  const onClose = jest.fn();
  const { unmount } = renderWithSystem(
    <ModalDialog open onClose={onClose} title="Sign In" closeLabel="Close" dismissible={false}>
      <input aria-label="Email" />
    </ModalDialog>,
  );
  await screen.findByRole("dialog", { name: "Sign In" });
  await waitFor(() =>
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement),
  );
  await userEvent.keyboard("{Escape}");
  expect(onClose).not.toHaveBeenCalled();
  unmount();
  renderWithSystem(
    <ModalDialog open onClose={onClose} title="Currency" closeLabel="Close">
      <input aria-label="Search" />
    </ModalDialog>,
  );
  await screen.findByRole("dialog", { name: "Currency" });
  await waitFor(() =>
    expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement),
  );
  await userEvent.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("an alert dialog that a click outside does not close still closes on Escape", async () => {
  const onClose = jest.fn();
  renderWithSystem(
    <ModalDialog
      open
      onClose={onClose}
      title="Remove traveller?"
      closeLabel="Close"
      role="alertdialog"
      size="sm"
      placement="center"
      closeOnInteractOutside={false}
    >
      <button type="button">Remove</button>
    </ModalDialog>,
  );
  const dialog = await screen.findByRole("alertdialog", { name: "Remove traveller?" });
  expect(await axeViolations(dialog)).toEqual([]);
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(1);
});
