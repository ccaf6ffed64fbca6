import { fromValidation, throttled, upstreamUnavailable } from "./user-errors";

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
  });
});

it("gives a calm upstream message", () => {
  expect(upstreamUnavailable()).toEqual({
    field: null,
    code: "UPSTREAM_UNAVAILABLE",
    message: "We could not complete this right now. Please try again.",
  });
});
