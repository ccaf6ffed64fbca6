import { useId, useState, type ReactNode } from "react";
import { Box, Field, Input, Text } from "@chakra-ui/react";
import { filterNationalitiesByPrefix } from "@travel/schema/validation";
import { useTranslateFormError } from "@travel/design-system";
import { getIn, useFormikContext } from "formik";
import { useTranslation } from "react-i18next";

export interface NationalityOption {
  id: string;
  name: string;
}

interface NationalityFieldProps {
  nationalities: readonly NationalityOption[];
  /** Id of the chosen nationality, or "". */
  value: string;
  onChange: (id: string) => void;
  /** The field's label (default: the sign-up dialog's "Nationality"). */
  label?: string;
  /** A message under the field, marking it invalid; null or absent when none. */
  errorText?: ReactNode;
}

/**
 * The nationality search dropdown (spec §2, §5): typing filters the list to names that start
 * with the text, case-insensitively; choosing an entry (click, or arrows and Enter) selects it.
 */
export function NationalityField({
  nationalities,
  value,
  onChange,
  label,
  errorText,
}: NationalityFieldProps) {
  const { t } = useTranslation();
  const listId = useId();
  const chosen = nationalities.find((n) => n.id === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const text = query ?? chosen?.name ?? "";
  const matches = open ? filterNationalitiesByPrefix(nationalities, query ?? "") : [];

  const choose = (option: NationalityOption) => {
    onChange(option.id);
    setQuery(null);
    setOpen(false);
  };

  return (
    <Field.Root invalid={Boolean(errorText)}>
      <Field.Label>{label ?? t("signUp.nationality")}</Field.Label>
      <Box position="relative" width="full">
        <Input
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
            if (e.target.value === "") onChange("");
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setOpen(true);
              setActive((i) => Math.min(i + 1, Math.max(matches.length - 1, 0)));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((i) => Math.max(i - 1, 0));
            } else if (e.key === "Enter" && open && matches[active]) {
              e.preventDefault();
              choose(matches[active]);
            }
          }}
        />
        {open ? (
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-label={label ?? t("signUp.nationality")}
            position="absolute"
            zIndex="dropdown"
            insetX="0"
            mt="1"
            maxH="48"
            overflowY="auto"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="md"
            shadow="md"
            listStyleType="none"
            p="1"
          >
            {matches.length === 0 ? (
              <Text as="li" px="2" py="1.5" color="fg.muted" textStyle="sm">
                {t("signUp.noNationality", { query: query ?? "" })}
              </Text>
            ) : (
              matches.map((option, index) => (
                <Box
                  as="li"
                  key={option.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={option.id === value}
                  px="2"
                  py="1.5"
                  borderRadius="sm"
                  cursor="pointer"
                  bg={index === active ? "bg.muted" : undefined}
                  // Choosing happens before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(option);
                  }}
                >
                  {option.name}
                </Box>
              ))
            )}
          </Box>
        ) : null}
      </Box>
      {errorText ? (
        <Field.ErrorText>{errorText}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t("signUp.nationalityHint")}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/**
 * The nationality field of a Formik form: its value, change and error (shown once touched or
 * submitted, in the words of the nearest `FormErrors`) are the form's field `name`.
 */
export function NationalityFormField({
  name,
  onValueChange,
  ...props
}: Omit<NationalityFieldProps, "value" | "onChange" | "errorText"> & {
  name: string;
  onValueChange?: (id: string) => void;
}) {
  const formik = useFormikContext<Record<string, unknown>>();
  const translate = useTranslateFormError();
  const message: unknown = getIn(formik.errors, name);
  const shown = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const value: unknown = getIn(formik.values, name);
  return (
    <NationalityField
      {...props}
      value={typeof value === "string" ? value : ""}
      onChange={(id) => {
        void formik.setFieldValue(name, id);
        onValueChange?.(id);
      }}
      errorText={shown && typeof message === "string" && message ? translate(message, name) : null}
    />
  );
}
