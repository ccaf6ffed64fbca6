import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik } from "formik";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { FormErrors } from "./form-errors";
import { FormField } from "./form-field";

const validate = (values: { name: string; title: string }) => ({
  ...(values.name ? {} : { name: "required" }),
  ...(values.title ? {} : { title: "required" }),
});

function NameForm({ onSubmit = () => undefined }: { onSubmit?: (values: object) => void }) {
  return (
    <Formik initialValues={{ name: "", title: "" }} validate={validate} onSubmit={onSubmit}>
      <Form noValidate>
        <FormErrors translate={(message, name) => `${name} is ${message}`}>
          <FormField
            name="name"
            label="First name"
            helperText="As in your passport"
            parse={(value) => value.toUpperCase()}
          />
          <FormField
            name="title"
            label="Title"
            emptyOption="Select a title"
            options={[{ value: "MR", label: "Mr" }]}
          />
        </FormErrors>
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

test("a labelled control whose error shows after a submit, with aria-invalid and aria-errormessage", async () => {
  const { container } = renderWithSystem(<NameForm />);
  const name = screen.getByRole("textbox", { name: "First name" });
  expect(name).not.toHaveAttribute("aria-invalid");
  expect(screen.queryByText("name is required")).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("name is required")).toBeInTheDocument();
  // the field links its message by id once both have rendered (one commit later when busy)
  await waitFor(() => expect(name).toHaveAccessibleErrorMessage("name is required"));
  expect(name).toHaveAttribute("aria-invalid", "true");
  expect(name).toHaveAccessibleDescription("As in your passport");
  expect(screen.getByRole("combobox", { name: "Title" })).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(container)).toEqual([]);
});

test("what is typed is parsed into the form; a select offers its options", async () => {
  const submit = jest.fn();
  renderWithSystem(<NameForm onSubmit={submit} />);
  await userEvent.type(screen.getByRole("textbox", { name: "First name" }), "ana");
  expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue("ANA");
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Title" }), "MR");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(submit).toHaveBeenCalledWith({ name: "ANA", title: "MR" }, expect.anything());
});
