import { useId, useState, type ReactNode } from "react";
import { Box, Input, Text } from "@chakra-ui/react";
import { PlainField } from "../form-field/plain-field";

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
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-label={label}
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
                {noMatchText(query ?? "")}
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
    </PlainField>
  );
}
