import {
  passwordStepMessageCases,
  shortButComplexPassword,
  signInMessageCases,
  signUpDetailsMessageCases,
  validSignUpDetails,
} from "./message-cases";
import { passwordStepSchema, signInSchema, signUpDetailsSchema } from "./schemas";
import { validateWith, type FieldError } from "./validate";

const errorsOf = (result: ReturnType<typeof validateWith>): FieldError[] =>
  "errors" in result ? result.errors : [];

// The shared table must agree with the schemas it describes: each case fails on its field with
// its message, and the valid bases pass.
const details = signUpDetailsSchema({ accessCodeRequired: true });

describe("the shared message cases", () => {
  it.each(signInMessageCases)("sign-in: $name → $message", ({ values, field, message }) => {
    expect(errorsOf(validateWith(signInSchema, values))).toContainEqual(
      expect.objectContaining({ field, message }),
    );
  });

  it.each(signUpDetailsMessageCases)(
    "sign-up details: $name → $message",
    ({ values, field, message }) => {
      expect(errorsOf(validateWith(details, values))).toEqual([
        expect.objectContaining({ field, message }),
      ]);
    },
  );

  it.each(passwordStepMessageCases)(
    "password step: $name → $message",
    ({ values, field, message }) => {
      expect(errorsOf(validateWith(passwordStepSchema, values))).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    },
  );

  it("accepts the valid bases and a short but complex password", async () => {
    expect(validateWith(details, validSignUpDetails)).toHaveProperty("values");
    const short = {
      password: shortButComplexPassword,
      confirmPassword: shortButComplexPassword,
      acceptTerms: true,
    };
    expect(validateWith(passwordStepSchema, short)).toHaveProperty("values");
  });
});
