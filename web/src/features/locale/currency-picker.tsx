import { useId, useRef, useState } from "react";
import { Button, Dialog, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
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
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <Field.Root>
          <Field.Label>{t("locale.searchCurrencies")}</Field.Label>
          <Input
            ref={searchRef}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-controls={resultsId}
            autoComplete="off"
          />
          <Field.HelperText>{t("locale.searchHint")}</Field.HelperText>
        </Field.Root>
        {error && !info ? <Text role="alert">{t("locale.listUnavailable")}</Text> : null}
        {info && matches.length === 0 ? (
          <Text role="status">{t("locale.noCurrencyMatches", { query: search.trim() })}</Text>
        ) : null}
        <Stack id={resultsId} as="ul" listStyleType="none" gap="1" m="0" p="0">
          {matches.map((currency) => {
            const current = currency.code === info?.currentCurrency.code;
            return (
              <li key={currency.code}>
                <Button
                  width="full"
                  justifyContent="flex-start"
                  variant={current ? "solid" : "ghost"}
                  aria-pressed={current}
                  onClick={() => {
                    chooseCurrency(currency);
                    close();
                  }}
                >
                  {currency.flag ? <span aria-hidden="true">{currency.flag}</span> : null}
                  <Text as="span" fontWeight="semibold">
                    {currency.code}
                  </Text>
                  <Text as="span" truncate>
                    {currency.name}
                  </Text>
                </Button>
              </li>
            );
          })}
        </Stack>
      </Dialog.Body>
    </PickerDialog>
  );
}
