/** An error a handler throws to answer with a given HTTP status and `{ status: 0, message }`. */
export class HttpError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
