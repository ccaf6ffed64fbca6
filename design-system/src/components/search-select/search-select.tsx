import { useId, useState, type ReactNode } from "react";
import { Box, Input, Text } from "@chakra-ui/react";
import { PlainField } from "../form-field/plain-field";
import { Listbox, ListboxOption } from "./listbox";

export interface SearchOption {
  id: string;
  name: string;
}

export interface SearchSelectProps<O extends SearchOption = SearchOption> {
  label: string;
  options: readonly O[];
  /** Id of the chosen option, or "". */
  value: string;
  /** Called with the chosen option's id, or "" when the text is cleared. */
  onChange: (id: string) => void;
  /** The options that match what is typed (by default: names that contain it, any case). */
  filter?: (options: readonly O[], query: string) => readonly O[];
  /** The list's text when nothing matches: `No country starts with “xy”.` */
  noMatchText: (query: string) => ReactNode;
  helperText?: ReactNode;
  /** The error, which replaces the helper text and marks the field invalid. */
  errorText?: ReactNode;
  /** Opens with this text typed and its list shown (a gallery state). */
  defaultQuery?: string;
}

const containsAnyCase = <O extends SearchOption>(options: readonly O[], query: string) => {
  const text = query.trim().toLowerCase();
  return options.filter((option) => option.name.toLowerCase().includes(text));
};

/**
 * A searchable select (an ARIA combobox over a listbox): typing filters the options; one is
 * chosen by a click, or by the arrow keys and Enter. The country and nationality pickers.
 */
export function SearchSelect<O extends SearchOption>({
  label,
  options,
  value,
  onChange,
  filter = containsAnyCase,
  noMatchText,
  helperText,
  errorText,
  defaultQuery,
}: SearchSelectProps<O>) {
  const listId = useId();
  const chosen = options.find((o) => o.id === value);
  const [query, setQuery] = useState<string | null>(defaultQuery ?? null);
  const [open, setOpen] = useState(defaultQuery !== undefined);
  const [active, setActive] = useState(0);
  const text = query ?? chosen?.name ?? "";
  const matches = open ? filter(options, query ?? "") : [];

  const choose = (option: O) => {
    onChange(option.id);
    setQuery(null);
    setOpen(false);
  };

  return (
    <PlainField label={label} helperText={helperText} errorText={errorText}>
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
          <Listbox id={listId} label={label} maxH="48">
            {matches.length === 0 ? (
              <Text as="li" px="2" py="1.5" color="fg.muted" textStyle="sm">
                {noMatchText(query ?? "")}
              </Text>
            ) : (
              matches.map((option, index) => (
                <ListboxOption
                  key={option.id}
                  id={`${listId}-${index}`}
                  selected={option.id === value}
                  active={index === active}
                  onChoose={() => choose(option)}
                >
                  {option.name}
                </ListboxOption>
              ))
            )}
          </Listbox>
        ) : null}
      </Box>
    </PlainField>
  );
}
