import { useState } from "react";
import { Checkbox, Fieldset, HStack, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { PlainField } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { useCodeLabel } from "../../lib/offers/code-label";
import { CAR_CLASSES, type SearchArea } from "../../lib/offer-areas";
import type { SearchFilters } from "./search-params";

const STARS = [5, 4, 3, 2, 1];
const RATINGS = ["", "3", "4", "4.5"];
const DECIMAL = /^\d{0,9}(\.\d{0,2})?$/;

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <PlainField label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </PlainField>
  );
}

/** A price bound: typed freely, applied on leaving the field or on Enter. */
function PriceInput({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string;
  onApply: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const apply = () => {
    const clean = draft.trim().replace(",", ".");
    if (clean !== value && DECIMAL.test(clean)) onApply(clean);
  };
  return (
    <PlainField label={label}>
      <Input
        size="sm"
        inputMode="decimal"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            apply();
          }
        }}
      />
    </PlainField>
  );
}

/**
 * The filters of an area's results: price range (in the traveller's currency), stars, lowest
 * rating, free cancellation and the area's own (cabin, car class, stops, amenities). Each change
 * is applied at once (`onChange` puts it in the address).
 */
export function SearchFiltersPanel({
  area,
  filters,
  currency,
  onChange,
}: {
  area: SearchArea;
  filters: SearchFilters;
  currency: string;
  onChange: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const code = useCodeLabel();
  const set = (part: Partial<SearchFilters>) => onChange({ ...filters, ...part });
  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);
  const has = (f: SearchArea["filters"][number]) => area.filters.includes(f);
  const any = { value: "", label: t("search.filter.any") };
  return (
    <Stack gap="5" textStyle="sm">
      <Fieldset.Root>
        <Fieldset.Legend>{t("search.filter.price", { currency })}</Fieldset.Legend>
        <HStack gap="2" align="end">
          <PriceInput
            key={`min-${filters.priceMin}`}
            label={t("search.filter.priceMin")}
            value={filters.priceMin}
            onApply={(priceMin) => set({ priceMin })}
          />
          <PriceInput
            key={`max-${filters.priceMax}`}
            label={t("search.filter.priceMax")}
            value={filters.priceMax}
            onApply={(priceMax) => set({ priceMax })}
          />
        </HStack>
      </Fieldset.Root>
      <Check
        label={t("search.freeCancellation")}
        checked={filters.freeCancellation}
        onChange={(freeCancellation) => set({ freeCancellation })}
      />
      <Select
        label={t("search.filter.minRating")}
        value={filters.minRating === null ? "" : String(filters.minRating)}
        options={RATINGS.map((r) =>
          r ? { value: r, label: t("search.filter.ratingAtLeast", { rating: r }) } : any,
        )}
        onChange={(v) => set({ minRating: v ? Number(v) : null })}
      />
      {has("stars") ? (
        <Fieldset.Root>
          <Fieldset.Legend>{t("search.filter.stars")}</Fieldset.Legend>
          <Stack gap="1">
            {STARS.map((s) => (
              <Check
                key={s}
                label={t("search.stars", { count: s })}
                checked={filters.stars.includes(s)}
                onChange={(on) => set({ stars: toggle(filters.stars, s, on).sort() })}
              />
            ))}
          </Stack>
        </Fieldset.Root>
      ) : null}
      {has("cabin") ? (
        <Select
          label={t("search.filter.cabin")}
          value={filters.cabin}
          options={[any, ...(area.cabins ?? []).map((c) => ({ value: c, label: code(c) }))]}
          onChange={(cabin) => set({ cabin })}
        />
      ) : null}
      {has("carClass") ? (
        <Select
          label={t("search.filter.carClass")}
          value={filters.carClass}
          options={[any, ...CAR_CLASSES.map((c) => ({ value: c, label: code(c) }))]}
          onChange={(carClass) => set({ carClass })}
        />
      ) : null}
      {has("maxStops") ? (
        <Select
          label={t("search.filter.maxStops")}
          value={filters.maxStops === null ? "" : String(filters.maxStops)}
          options={[
            any,
            { value: "0", label: t("search.facts.direct") },
            { value: "1", label: t("search.filter.stopsAtMost", { count: 1 }) },
            { value: "2", label: t("search.filter.stopsAtMost", { count: 2 }) },
          ]}
          onChange={(v) => set({ maxStops: v === "" ? null : Number(v) })}
        />
      ) : null}
      {has("amenities") ? (
        <Fieldset.Root>
          <Fieldset.Legend>{t("search.filter.amenities")}</Fieldset.Legend>
          <Stack gap="1">
            {(area.amenities ?? []).map((a) => (
              <Check
                key={a}
                label={code(a)}
                checked={filters.amenities.includes(a)}
                onChange={(on) => set({ amenities: toggle(filters.amenities, a, on) })}
              />
            ))}
          </Stack>
        </Fieldset.Root>
      ) : null}
    </Stack>
  );
}
