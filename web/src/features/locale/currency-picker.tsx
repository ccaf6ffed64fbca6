import { useId, useRef, useState } from "react";
import { Input, Text } from "@chakra-ui/react";
import { ChoiceList, PlainField } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { filterCurrencies } from "./filter-currencies";
import { PickerDialog } from "./picker-dialog";
import { useLocale } from "../../lib/locale/use-locale";

/** Dialog with a search box over the ~170 currencies; choosing one re-prices the page at once. */
export function CurrencyPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { info, error, chooseCurrency } = useLocale();
  const [search, setSearch] = useState("");
  const resultsId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const matches = filterCurrencies(info?.currencies ?? [], search);
  const close = () => {
    setSearch("");
    onClose();
  };

  return (
    <PickerDialog
      open={open}
      onClose={close}
      title={t("locale.chooseCurrency")}
      initialFocusEl={() => searchRef.current}
    >
      <PlainField label={t("locale.searchCurrencies")} helperText={t("locale.searchHint")}>
        <Input
          ref={searchRef}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-controls={resultsId}
          autoComplete="off"
        />
      </PlainField>
      {error && !info ? <Text role="alert">{t("locale.listUnavailable")}</Text> : null}
      {info && matches.length === 0 ? (
        <Text role="status">{t("locale.noCurrencyMatches", { query: search.trim() })}</Text>
      ) : null}
      <ChoiceList
        id={resultsId}
        variant="ghost"
        choices={matches.map((currency) => ({
          value: currency.code,
          code: currency.code,
          label: currency.name,
          mark: currency.flag ?? undefined,
        }))}
        current={info?.currentCurrency.code}
        onChoose={(choice) => {
          const currency = matches.find((c) => c.code === choice.value);
          if (currency) chooseCurrency(currency);
          close();
        }}
      />
    </PickerDialog>
  );
}
