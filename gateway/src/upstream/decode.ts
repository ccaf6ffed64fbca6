/**
 * The failure of turning an untrusted upstream body into a typed value: contract.ts throws it
 * naming the first mismatch with the REST contract (a decoder's pick may too, for a valid body the
 * call cannot use); http.ts turns it into an UpstreamBadResponseError.
 */
export class DecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DecodeError";
  }
}
