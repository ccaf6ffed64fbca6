import { FormMessage, NothingState, plainList } from "@travel/design-system";
import { useId, useState } from "react";
import { Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { MAX_SAVED_TRAVELERS, messages } from "@travel/schema/validation";
import { useTranslation } from "../../lib/i18n";
import { getFragmentData } from "../../__generated__";
import { translateProfileMessage } from "./profile-messages";
import { RemoveTravelerMutation } from "./remove-traveler-mutation";
import { SavedTravelersQuery } from "./saved-travelers-query";
import { SectionDialog, useFullName } from "./section-dialog";
import { TravelerCard } from "./traveler-card";
import { TravelerForm } from "./traveler-form";
import { SavedTravelerFields, type SavedTraveler } from "./traveler-values";
import { QueryPending } from "../../lib/ui/query-pending";

interface TravelersSectionProps {
  /** Level of the section's heading (2 on its own page; the lead may nest it deeper). */
  headingLevel?: 2 | 3;
}

/**
 * The signed-in traveller's saved travellers: each with age band, nationality, passport and
 * loyalty memberships; add and edit in a dialog, remove after a confirmation.
 */
export function TravelersSection({ headingLevel = 2 }: TravelersSectionProps) {
  const { t } = useTranslation();
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
      return <QueryPending error={error} refetch={refetch} />;
    }
    const travelers = getFragmentData(SavedTravelerFields, data.savedTravelers);
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
          <Stack as="ul" aria-label={t("travelers.listLabel")} {...plainList} gap="3">
            {travelers.map((traveler) => {
              const name = fullName(traveler);
              return (
                <TravelerCard
                  key={traveler.id}
                  traveler={traveler}
                  name={name}
                  headingAs={itemHeading}
                  countryName={countryName}
                  nationalityName={nationalityName}
                  onEdit={() => {
                    setNotice(null);
                    setEditing(traveler);
                  }}
                  onRemove={() => {
                    setNotice(null);
                    setRemoving(traveler);
                  }}
                />
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
                loadingText={t("travelers.remove")}
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
