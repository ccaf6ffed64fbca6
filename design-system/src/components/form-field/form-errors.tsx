import { createContext, useContext, type ReactNode } from "react";

/** Turns a form's validation message (a message key, say) into the text a field shows. */
export type TranslateFormError = (message: string, name: string) => ReactNode;

const FormErrorsContext = createContext<TranslateFormError>((message) => message);

/**
 * How the `FormField`s below show their Formik errors: each form's messages are translated its
 * own way (the sign-up rules, the profile rules, the booking rules). Without it, as written.
 */
export function FormErrors({
  translate,
  children,
}: {
  translate: TranslateFormError;
  children: ReactNode;
}) {
  return <FormErrorsContext.Provider value={translate}>{children}</FormErrorsContext.Provider>;
}

export function useTranslateFormError(): TranslateFormError {
  return useContext(FormErrorsContext);
}
