import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Box, Input, Text } from "@chakra-ui/react";
import { ChoiceList } from "../../components/choice-list";
import { PlainField } from "../../components/form-field";
import { ModalDialog } from "../../components/modal-dialog";
import { SearchSelect } from "../../components/search-select";

const meta: Meta = { title: "Patterns/Pickers" };
export default meta;

const currencies = [
  { value: "USD", code: "USD", label: "US Dollar" },
  { value: "EUR", code: "EUR", label: "Euro" },
  { value: "GBP", code: "GBP", label: "British Pound" },
  { value: "JPY", code: "JPY", label: "Japanese Yen" },
  { value: "MXN", code: "MXN", label: "Mexican Peso" },
];

const countries = [
  { id: "PE", name: "Peru" },
  { id: "PH", name: "Philippines" },
  { id: "PL", name: "Poland" },
  { id: "PT", name: "Portugal" },
  { id: "ES", name: "Spain" },
];

const startsWith = (options: readonly { id: string; name: string }[], query: string) =>
  options.filter((o) => o.name.toLowerCase().startsWith(query.trim().toLowerCase()));

export const Language: StoryObj = {
  name: "Language picker",
  render: () => (
    <ModalDialog open onClose={() => undefined} title="Choose a language" closeLabel="Close">
      <ChoiceList
        current="en-US"
        onChoose={() => undefined}
        choices={[
          { value: "en-US", label: "English", lang: "en-US" },
          { value: "es-ES", label: "Español", lang: "es-ES" },
          { value: "pt-PT", label: "Português", lang: "pt-PT" },
        ]}
      />
    </ModalDialog>
  ),
};

function CurrencyPicker({ initialSearch }: { initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch);
  const query = search.trim().toLowerCase();
  const matches = currencies.filter(
    (c) => c.code.toLowerCase().includes(query) || c.label.toLowerCase().includes(query),
  );
  return (
    <ModalDialog
      open
      onClose={() => undefined}
      title="Choose a currency"
      closeLabel="Close"
      bodyProps={{ display: "flex", flexDirection: "column", gap: "4" }}
    >
      <PlainField label="Search currencies" helperText="By code or name: EUR, euro">
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
      </PlainField>
      {matches.length === 0 ? (
        <Text role="status">No currency matches “{search.trim()}”.</Text>
      ) : null}
      <ChoiceList variant="ghost" current="EUR" onChoose={() => undefined} choices={matches} />
    </ModalDialog>
  );
}

export const Currency: StoryObj = {
  name: "Currency picker",
  render: () => <CurrencyPicker initialSearch="" />,
};

export const CurrencyNoMatch: StoryObj = {
  name: "Currency picker, no match",
  render: () => <CurrencyPicker initialSearch="zzz" />,
};

function Country({ query, errorText }: { query?: string; errorText?: string }) {
  const [value, setValue] = useState("");
  return (
    <Box maxW="sm" minH="72">
      <SearchSelect
        label="Country"
        options={countries}
        value={value}
        onChange={setValue}
        filter={startsWith}
        noMatchText={(typed) => `No country starts with “${typed}”.`}
        helperText="Type the first letters of the country."
        errorText={errorText}
        defaultQuery={query}
      />
    </Box>
  );
}

export const CountryOpen: StoryObj = {
  name: "Country picker, typing",
  render: () => <Country query="P" />,
};

export const CountryError: StoryObj = {
  name: "Country picker, error",
  render: () => <Country errorText="Please choose your country." />,
};
