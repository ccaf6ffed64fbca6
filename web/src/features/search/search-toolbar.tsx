import { Button, Flex, Group, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { PlainField } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { SORT_KEYS, type ResultsView, type SearchState, type SortKey } from "./search-params";

const VIEWS: readonly ResultsView[] = ["list", "map"];

/** Above the results: how many, the order, list or map, and (on phones) the filters' button. */
export function SearchToolbar({
  count,
  state,
  onChange,
  onOpenFilters,
}: {
  /** Results in all pages; null while unknown. */
  count: number | null;
  state: SearchState;
  onChange: (next: SearchState) => void;
  onOpenFilters: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" wrap="wrap" align="end" justify="space-between">
      <Text aria-live="polite" fontWeight="semibold" minH="6" minW="32">
        {count === null ? "" : t("search.count", { count })}
      </Text>
      <HStack gap="3" wrap="wrap" align="end">
        <Button variant="outline" size="sm" display={{ lg: "none" }} onClick={onOpenFilters}>
          {t("search.filtersHeading")}
        </Button>
        <PlainField label={t("search.sortLabel")} w="auto">
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field
              value={state.sort}
              onChange={(e) => onChange({ ...state, sort: e.target.value as SortKey, page: 1 })}
            >
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`search.sort.${key}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </PlainField>
        <Group attached role="group" aria-label={t("search.viewLabel")}>
          {VIEWS.map((view) => (
            <Button
              key={view}
              size="sm"
              variant={state.view === view ? "solid" : "outline"}
              aria-pressed={state.view === view}
              onClick={() => onChange({ ...state, view })}
            >
              {t(`search.view.${view}`)}
            </Button>
          ))}
        </Group>
      </HStack>
    </Flex>
  );
}
