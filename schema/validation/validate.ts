/** Runs a schema outside Formik (the gateway): trimmed values, or one error per field. */
import { ValidationError, type AnyObjectSchema, type InferType } from "yup";
import { ERROR_CODES, type ValidationCode } from "./schemas";

export interface FieldError {
  /** Field name, dotted for nested values. */
  field: string;
  code: ValidationCode;
  message: string;
}

export type ValidationResult<T> = { values: T } | { errors: FieldError[] };

function codeOf(type: string | undefined): ValidationCode {
  return ERROR_CODES.find((code) => code === type) ?? "INVALID_FORMAT";
}

/** Validates every field (abortEarly false) and keeps the first error of each field. */
export function validateWith<S extends AnyObjectSchema>(
  schema: S,
  values: unknown,
): ValidationResult<InferType<S>> {
  try {
    const cast = schema.validateSync(values ?? {}, { abortEarly: false, stripUnknown: true });
    return { values: cast as InferType<S> };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const inner = err.inner.length > 0 ? err.inner : [err];
    const errors: FieldError[] = [];
    for (const e of inner) {
      const field = e.path ?? "";
      if (errors.some((x) => x.field === field)) continue;
      errors.push({ field, code: codeOf(e.type), message: e.message });
    }
    return { errors };
  }
}
