/**
 * The upstream answers in snake_case (the REST contract), the SDL names fields in camelCase: the
 * fields a mapper passes on as they are, renamed once here instead of one `x: a.x_y` line each.
 */

/** `room_type` → `roomType`, as a type. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The fields `keys` of an upstream object under their camelCase names, values unchanged. */
export function camelFields<T extends object, K extends keyof T & string>(
  source: T,
  keys: readonly K[],
): { [P in K as CamelCase<P>]: T[P] } {
  const fields: Record<string, unknown> = {};
  for (const key of keys) fields[camelCase(key)] = source[key];
  return fields as { [P in K as CamelCase<P>]: T[P] };
}
