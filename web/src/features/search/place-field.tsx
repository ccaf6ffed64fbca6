import { useId, useState, type ReactNode } from "react";
import { Box, Input, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { FormField, Listbox, ListboxOption } from "@travel/design-system";
import { useFormikContext } from "formik";
import { useTranslation } from "../../lib/i18n";
import type { ProductArea } from "../../__generated__/graphql";
import { DestinationSuggestionsQuery } from "./search-query";
import { useDebounced } from "./use-debounced";

/** Wait after the last key before asking for suggestions. */
export const SUGGEST_DELAY_MS = 250;
const SUGGESTIONS = 8;

/**
 * A place field (an ARIA combobox over a listbox): typing asks the gateway for destinations of
 * the area once typing pauses; the arrow keys move through them, Enter chooses, Escape closes.
 * Choosing sets the Formik fields `name` (the place's name) and `idName` (its id); typing clears
 * the id, so what was typed is searched as part of a name.
 */
export function PlaceField({
  name,
  idName,
  label,
  area,
  helperText,
}: {
  name: string;
  idName: string;
  label: string;
  area: ProductArea;
  helperText?: ReactNode;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const formik = useFormikContext<Record<string, string>>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = formik.values[name] ?? "";
  const query = useDebounced(typed.trim(), SUGGEST_DELAY_MS);
  const { data } = useQuery(DestinationSuggestionsQuery, {
    variables: { query, area, first: SUGGESTIONS },
    skip: !open,
  });
  // only suggestions of what the field says now: none while typing has not paused, so a quick
  // arrow and Enter never choose from the list of an earlier text
  const fresh = query === typed.trim();
  const options = open && fresh ? (data?.destinationSuggestions ?? []) : [];

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    void formik.setFieldValue(idName, option.destination.id, false);
    void formik.setFieldValue(name, option.destination.name);
    setOpen(false);
    setActive(-1);
  };

  return (
    <FormField name={name} label={label} helperText={helperText}>
      {(control) => (
        <Box position="relative" width="full">
          <Input
            role="combobox"
            name={control.name}
            aria-autocomplete="list"
            aria-expanded={open && options.length > 0}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={control.invalid || undefined}
            autoComplete="off"
            value={control.value}
            onChange={(e) => {
              control.onChange(e.target.value);
              void formik.setFieldValue(idName, "", false);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              control.onBlur();
            }}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown") {
                e.preventDefault();
                setOpen(true);
                setActive((i) => Math.min(i + 1, options.length - 1));
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                setActive((i) => Math.max(i - 1, 0));
              } else if (e.key === "Enter" && open && active >= 0) {
                e.preventDefault();
                choose(active);
              } else if (e.key === "Escape" && open) {
                e.preventDefault();
                setOpen(false);
              }
            }}
          />
          <Listbox id={listId} label={label} maxH="64" hidden={options.length === 0}>
            {options.map((option, index) => (
              <ListboxOption
                key={option.destination.id}
                id={`${listId}-${index}`}
                selected={index === active}
                active={index === active}
                onChoose={() => choose(index)}
              >
                {option.destination.name}, {option.destination.countryCode}{" "}
                <Text as="span" color="fg.muted" textStyle="sm">
                  {option.destination.airportCode} ·{" "}
                  {t("search.offerCount", { count: option.offerCount })}
                </Text>
              </ListboxOption>
            ))}
          </Listbox>
        </Box>
      )}
    </FormField>
  );
}
