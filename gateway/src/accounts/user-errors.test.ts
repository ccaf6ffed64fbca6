import {
  fromValidation,
  throttled,
  tooManyAttempts,
  tooManyAttemptsError,
  upstreamUnavailable,
} from "./user-errors";

it("prefixes validation fields for nested input", () => {
  expect(
    fromValidation(
      [{ field: "email", code: "REQUIRED", message: "Please Enter Email ID" }],
      "details.",
    ),
  ).toEqual([{ field: "details.email", code: "REQUIRED", message: "Please Enter Email ID" }]);
});

it("rounds the throttle wait up to whole minutes", () => {
  expect(throttled(61_000)).toEqual({
    field: null,
    code: "THROTTLED",
    message: "TOO MANY SIGN-IN ATTEMPTS. PLEASE TRY AGAIN IN 2 MINUTES.",
    retryAfter: 61,
  });
});

it("refuses other limited actions with the wait in seconds and no limit named", () => {
  expect(tooManyAttempts(1_500)).toEqual({
    field: null,
    code: "THROTTLED",
    message: "Too many attempts. Please try again in 1 minute.",
    retryAfter: 2,
  });
  const error = tooManyAttemptsError(600_000);
  expect(error.message).toBe("Too many attempts. Please try again in 10 minutes.");
  expect(error.extensions).toEqual({ code: "THROTTLED", retryAfter: 600 });
});

it("gives a calm upstream message", () => {
  expect(upstreamUnavailable()).toEqual({
    field: null,
    code: "UPSTREAM_UNAVAILABLE",
    message: "We could not complete this right now. Please try again.",
  });
});
