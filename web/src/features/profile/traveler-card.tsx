import { Button, type ButtonProps, DataList, Flex, Heading } from "@chakra-ui/react";
import { Panel } from "@travel/design-system";
import { useTranslation } from "../../lib/i18n";
import { formatDay } from "../../lib/dates";
import { AGE_BAND_LABELS, isAgeBand } from "./labels";
import type { SavedTraveler } from "./traveler-values";

interface TravelerCardProps {
  traveler: SavedTraveler;
  /** "Mr Tom Traveller". */
  name: string;
  headingAs: "h3" | "h4";
  countryName: (id: string | null) => string;
  nationalityName: (id: string) => string;
  onEdit: () => void;
  onRemove: () => void;
}

/** A button of the card (Edit, Remove): small and outlined. */
function CardButton(props: ButtonProps) {
  return <Button size="sm" variant="outline" {...props} />;
}

/** One saved traveller: name, Edit and Remove, age band, nationality, passport, loyalty. */
export function TravelerCard({
  traveler,
  name,
  headingAs,
  countryName,
  nationalityName,
  onEdit,
  onRemove,
}: TravelerCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Panel as="li" padding="md" minW="0">
      <Flex
        justify="space-between"
        align={{ base: "stretch", sm: "flex-start" }}
        direction={{ base: "column", sm: "row" }}
        gap="3"
      >
        <Heading as={headingAs} size="md" overflowWrap="anywhere">
          {name}
        </Heading>
        <Flex gap="2" flexShrink="0">
          <CardButton aria-label={t("travelers.editNamed", { name })} onClick={onEdit}>
            {t("travelers.edit")}
          </CardButton>
          <CardButton
            colorPalette="red"
            aria-label={t("travelers.removeNamed", { name })}
            onClick={onRemove}
          >
            {t("travelers.remove")}
          </CardButton>
        </Flex>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" mt="3" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>{t("travelers.ageBand")}</DataList.ItemLabel>
          <DataList.ItemValue>
            {isAgeBand(traveler.ageBand) ? t(AGE_BAND_LABELS[traveler.ageBand]) : traveler.ageBand}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("travelers.nationality")}</DataList.ItemLabel>
          <DataList.ItemValue>{nationalityName(traveler.nationalityId)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("travelers.passport")}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">
            {traveler.passportNumber
              ? t("travelers.passportSummary", {
                  number: traveler.passportNumber,
                  country: countryName(traveler.passportCountryId),
                  date: formatDay(traveler.passportExpiry ?? "", i18n.language),
                })
              : t("travelers.noPassport")}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("travelers.loyalty")}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">
            {traveler.loyaltyPrograms.length > 0
              ? traveler.loyaltyPrograms.map((l) => `${l.programName} ${l.memberNumber}`).join(", ")
              : t("travelers.noLoyalty")}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Panel>
  );
}
