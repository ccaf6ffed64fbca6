import {
  LABEL_BY_MESSAGE_KEY,
  signInThrottledMessage,
  soldOutOnMessage,
  tooLongMessage,
  tooManyAttemptsMessage,
} from "@travel/schema/validation";
import type { TFunction } from "./translator";
import { isLabelKey } from "./label-keys";
import { translateMessage } from "./translate-message";

// a t() that shows which label it was asked for, and with what
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

describe("translateMessage", () => {
  it.each([
    [signInThrottledMessage(15), 'validation.signInThrottled {"minutes":15}'],
    [signInThrottledMessage(1), "validation.signInThrottledOne"],
    [tooManyAttemptsMessage(42), 'validation.tooManyAttempts {"minutes":42}'],
    [tooManyAttemptsMessage(0.5), "validation.tooManyAttemptsOne"],
    [tooLongMessage(50), 'validation.tooLong {"max":50}'],
    [soldOutOnMessage("2027-03-02"), 'agent.quoteSoldOutOn {"day":"2027-03-02"}'],
  ])("labels the gateway's %s", (message, label) => {
    expect(translateMessage(t, message)).toBe(label);
  });

  it("shows a server text outside the catalogue as it came", () => {
    expect(translateMessage(t, "Something else")).toBe("Something else");
  });
});

test("every message of the shared catalogue has a label the web app defines", () => {
  const missing = Object.values(LABEL_BY_MESSAGE_KEY).filter((key) => !isLabelKey(key));
  expect(missing).toEqual([]);
  for (const key of [
    "validation.signInThrottled",
    "validation.signInThrottledOne",
    "validation.tooManyAttempts",
    "validation.tooManyAttemptsOne",
    "validation.tooLong",
    "agent.quoteSoldOutOn",
  ])
    expect(isLabelKey(key)).toBe(true);
});
