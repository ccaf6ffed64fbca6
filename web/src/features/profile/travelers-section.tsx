import { useId, useState, type ReactNode } from "react";
import {
  Box,
  Button,
  CloseButton,
  DataList,
  Dialog,
  Flex,
  Heading,
  Portal,
  Stack,
  Text,
  useMediaQuery,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { MOBILE_MODAL_MAX_WIDTH } from "@travel/design-system";
import { MAX_SAVED_TRAVELERS, messages } from "@travel/schema/validation";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState, NothingState } from "../../components/query-states";
import { formatDay } from "../../lib/dates";
import { FormMessage } from "../auth/form-message";
import { AGE_BAND_LABELS, isAgeBand, isTitle, TITLE_LABELS } from "./labels";
import { translateProfileMessage } from "./profile-messages";
import { RemoveTravelerMutation } from "./remove-traveler-mutation";
import { SavedTravelersQuery } from "./saved-travelers-query";
import { TravelerForm, type SavedTraveler } from "./traveler-form";

/** "Mr Tom Traveller", the title translated. */
function useFullName() {
  const { t } = useTranslation();
  return (traveler: Pick<SavedTraveler, "title" | "firstName" | "lastName">) =>
    [
      isTitle(traveler.title) ? t(TITLE_LABELS[traveler.title]) : traveler.title,
      traveler.firstName,
      traveler.lastName,
    ].join(" ");
}

/** A modal of this section: full screen on phones, closed only by its buttons. */
function SectionDialog({
  open,
  title,
  onClose,
  role = "dialog",
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [mobile] = useMediaQuery([`(max-width: ${MOBILE_MODAL_MAX_WIDTH - 0.02}px)`]);
  return (
    <Dialog.Root
      open={open}
      role={role}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={role === "alertdialog" ? "sm" : mobile ? "full" : "lg"}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("travelers.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface TravelersSectionProps {
  /** Level of the section's heading (2 on its own page; the lead may nest it deeper). */
  headingLevel?: 2 | 3;
}

/**
 * The signed-in traveller's saved travellers: each with age band, nationality, passport and
 * loyalty memberships; add and edit in a dialog, remove after a confirmation.
 */
export function TravelersSection({ headingLevel = 2 }: TravelersSectionProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const fullName = useFullName();
  const { data, error, refetch } = useQuery(SavedTravelersQuery);
  const [removeTraveler, removal] = useMutation(RemoveTravelerMutation);
  /** The dialog open: a traveller to edit, "new" to add one, or none. */
  const [editing, setEditing] = useState<SavedTraveler | "new" | null>(null);
  const [removing, setRemoving] = useState<SavedTraveler | null>(null);
  const [notice, setNotice] = useState<{ status: "success" | "error"; text: string } | null>(null);
  const itemHeading = headingLevel === 2 ? "h3" : "h4";

  const confirmRemove = async () => {
    if (!removing) return;
    const name = fullName(removing);
    try {
      const { data: result } = await removeTraveler({
        variables: { input: { id: removing.id } },
        refetchQueries: [SavedTravelersQuery],
        awaitRefetchQueries: true,
      });
      const errors = result?.removeTraveler.errors ?? [];
      setNotice(
        errors.length === 0 && result?.removeTraveler.removedId
          ? { status: "success", text: t("travelers.removed", { name }) }
          : {
              status: "error",
              text: translateProfileMessage(t, errors[0]?.message ?? messages.UPSTREAM_UNAVAILABLE),
            },
      );
    } catch {
      setNotice({
        status: "error",
        text: translateProfileMessage(t, messages.UPSTREAM_UNAVAILABLE),
      });
    }
    setRemoving(null);
  };

  const body = () => {
    if (!data) {
      return error ? (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingState />
      );
    }
    const travelers = data.savedTravelers;
    const countryName = (id: string | null) =>
      data.countries.find((c) => c.id === id)?.name ?? id ?? "";
    const nationalityName = (id: string) => data.nationalities.find((n) => n.id === id)?.name ?? id;
    const full = travelers.length >= MAX_SAVED_TRAVELERS;
    return (
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text color="fg.muted">
            {t("travelers.count", { count: travelers.length, max: MAX_SAVED_TRAVELERS })}
          </Text>
          <Button
            onClick={() => {
              setNotice(null);
              setEditing("new");
            }}
            disabled={full}
          >
            {t("travelers.add")}
          </Button>
        </Flex>
        {full ? <FormMessage status="info">{t("travelers.limitReached")}</FormMessage> : null}
        {notice ? <FormMessage status={notice.status}>{notice.text}</FormMessage> : null}
        {travelers.length === 0 ? (
          <NothingState message={t("travelers.empty")} />
        ) : (
          <Stack
            as="ul"
            aria-label={t("travelers.listLabel")}
            listStyleType="none"
            m="0"
            p="0"
            gap="3"
          >
            {travelers.map((traveler) => {
              const name = fullName(traveler);
              return (
                <Box
                  as="li"
                  key={traveler.id}
                  borderWidth="1px"
                  borderRadius="xl"
                  bg="bg.panel"
                  p={{ base: "4", md: "5" }}
                  minW="0"
                >
                  <Flex
                    justify="space-between"
                    align={{ base: "stretch", sm: "flex-start" }}
                    direction={{ base: "column", sm: "row" }}
                    gap="3"
                  >
                    <Heading as={itemHeading} size="md" overflowWrap="anywhere">
                      {name}
                    </Heading>
                    <Flex gap="2" flexShrink="0">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t("travelers.editNamed", { name })}
                        onClick={() => {
                          setNotice(null);
                          setEditing(traveler);
                        }}
                      >
                        {t("travelers.edit")}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t("travelers.removeNamed", { name })}
                        onClick={() => {
                          setNotice(null);
                          setRemoving(traveler);
                        }}
                      >
                        {t("travelers.remove")}
                      </Button>
                    </Flex>
                  </Flex>
                  <DataList.Root orientation="horizontal" size="sm" mt="3" gap="2">
                    <DataList.Item>
                      <DataList.ItemLabel>{t("travelers.ageBand")}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {isAgeBand(traveler.ageBand)
                          ? t(AGE_BAND_LABELS[traveler.ageBand])
                          : traveler.ageBand}
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t("travelers.nationality")}</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {nationalityName(traveler.nationalityId)}
                      </DataList.ItemValue>
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
                          ? traveler.loyaltyPrograms
                              .map((l) => `${l.programName} ${l.memberNumber}`)
                              .join(", ")
                          : t("travelers.noLoyalty")}
                      </DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                </Box>
              );
            })}
          </Stack>
        )}
        <SectionDialog
          open={editing !== null}
          title={t(editing === "new" ? "travelers.addTitle" : "travelers.editTitle")}
          onClose={() => setEditing(null)}
        >
          {editing !== null ? (
            <TravelerForm
              traveler={editing === "new" ? null : editing}
              countries={data.countries}
              nationalities={data.nationalities}
              onCancel={() => setEditing(null)}
              onSaved={(saved) => {
                setEditing(null);
                setNotice({
                  status: "success",
                  text: t("travelers.saved", { name: fullName(saved) }),
                });
              }}
            />
          ) : null}
        </SectionDialog>
        <SectionDialog
          open={removing !== null}
          role="alertdialog"
          title={t("travelers.removeTitle")}
          onClose={() => setRemoving(null)}
        >
          <Stack gap="5">
            <Text>
              {removing ? t("travelers.removeConfirm", { name: fullName(removing) }) : ""}
            </Text>
            <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3">
              <Button variant="outline" onClick={() => setRemoving(null)}>
                {t("travelers.cancel")}
              </Button>
              <Button
                colorPalette="red"
                loading={removal.loading}
                onClick={() => void confirmRemove()}
              >
                {t("travelers.remove")}
              </Button>
            </Stack>
          </Stack>
        </SectionDialog>
      </Stack>
    );
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as={headingLevel === 2 ? "h2" : "h3"} id={headingId} size="xl">
        {t("travelers.sectionTitle")}
      </Heading>
      <Text>{t("travelers.intro")}</Text>
      {body()}
    </Stack>
  );
}
