import { HttpError } from "./http-error";
import { parseJsonBody } from "./request-body";

describe("parseJsonBody", () => {
  it("treats an empty body as {}", () => {
    expect(parseJsonBody("")).toEqual({});
    expect(parseJsonBody("  \n")).toEqual({});
  });

  it("parses a JSON object", () => {
    expect(parseJsonBody('{"all":true}')).toEqual({ all: true });
  });

  it("answers malformed JSON and non-objects with 400", () => {
    const failure = (text: string) => {
      try {
        parseJsonBody(text);
      } catch (error) {
        return error instanceof HttpError ? [error.httpStatus, error.message] : error;
      }
      return "no error";
    };
    expect(failure("{oops")).toEqual([400, "Malformed JSON body"]);
    expect(failure("[1]")).toEqual([400, "Request body must be a JSON object"]);
    expect(failure("null")).toEqual([400, "Request body must be a JSON object"]);
  });
});
