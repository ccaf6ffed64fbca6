import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, Formik, useFormikContext } from "formik";
import { axeViolations } from "../../testing/axe";
import { renderWithSystem } from "../../testing/render";
import { FormErrors } from "../form-field";
import { PhoneField } from "./phone-field";
import type { PhoneFormValues } from "./types";

const dialling = [
  { id: "US", name: "United States", flag: "🇺🇸", dialCode: "+1" },
  { id: "CA", name: "Canada", dialCode: "+1" },
  { id: "ES", name: "Spain", dialCode: "+34" },
];

function Values() {
  const { values } = useFormikContext<PhoneFormValues>();
  return <output>{JSON.stringify(values)}</output>;
}

function PhoneForm({ error, onValueChange }: { error?: string; onValueChange?: () => void }) {
  return (
    <Formik
      initialValues={{ phoneNumber: "", phoneCountryId: "US", phoneCountryCode: "+1" }}
      initialTouched={error ? { phoneCountryCode: true } : {}}
      initialErrors={error ? { phoneCountryCode: error } : {}}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <FormErrors translate={(message) => message}>
          <PhoneField
            dialling={dialling}
            label="Cell phone"
            countryCodeLabel="Country code"
            maxLength={15}
            parse={(typed) => typed.replace(/\D/g, "")}
            onValueChange={onValueChange}
          />
        </FormErrors>
        <Values />
      </Form>
    </Formik>
  );
}

test("the label names the number input; the picker is named apart and keeps the country with its code", async () => {
  const changed = jest.fn();
  const { container } = renderWithSystem(<PhoneForm onValueChange={changed} />);
  const number = screen.getByRole("textbox", { name: "Cell phone" });
  expect(number).toHaveAttribute("type", "tel");
  expect(number).toHaveAttribute("maxLength", "15");
  const picker = screen.getByRole("combobox", { name: "Country code" });
  expect(screen.getByRole("option", { name: "🇺🇸 United States (+1)" })).toBeInTheDocument();

  await userEvent.type(number, "+1 (555) 01");
  await userEvent.selectOptions(picker, "ES");
  expect(screen.getByRole("status")).toHaveTextContent(
    JSON.stringify({ phoneNumber: "155501", phoneCountryId: "ES", phoneCountryCode: "+34" }),
  );
  expect(changed).toHaveBeenCalled();
  expect(await axeViolations(container)).toEqual([]);
});

test("a message of the country code shows under the number, which it describes", async () => {
  const { container } = renderWithSystem(<PhoneForm error="Choose a country code." />);
  const number = screen.getByRole("textbox", { name: "Cell phone" });
  expect(await screen.findByText("Choose a country code.")).toBeInTheDocument();
  expect(number).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(container)).toEqual([]);
});
