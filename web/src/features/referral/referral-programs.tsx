import { NothingState } from "@travel/design-system";
import { Card, Link, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { paths } from "../../config/paths";
import { campaignDates } from "./campaign-dates";
import { CampaignCardHeader, CampaignFact } from "./campaign-card-parts";
import { allPrograms, type Program } from "./programs";
import { ReferralProgramsQuery } from "./referral-programs-query";
import { QueryPending } from "../../lib/ui/query-pending";
import { CardGrid } from "../../lib/ui/card-grid";

/** Address of a programme's credits page. */
export function creditsPath(programId: string): string {
  return `${paths.account.referralCredits}?${new URLSearchParams({ program: programId }).toString()}`;
}

function ProgramCard({ program }: { program: Program }) {
  const { t, i18n } = useTranslation();
  const dates = campaignDates(t, i18n.language, program.startDate, program.endDate);
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <CampaignCardHeader
        name={program.name}
        campaignType={program.campaignType}
        colorPalette="brand"
        gap="2"
      />
      <Card.Body gap="3">
        {program.description ? <Text color="fg.muted">{program.description}</Text> : null}
        {dates ? <CampaignFact label={t("referral.datesLabel")}>{dates}</CampaignFact> : null}
      </Card.Body>
      <Card.Footer>
        <Link asChild variant="underline" fontWeight="medium">
          <RouterLink
            to={creditsPath(program.id)}
            aria-label={t("referral.programs.viewCreditsFor", { name: program.name })}
          >
            {t("referral.programs.viewCredits")}
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

/** The organisation's programmes (spec §7 campaign list), each with a link to its credits. */
export function ReferralPrograms() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(ReferralProgramsQuery);
  if (!data) {
    return <QueryPending error={error} refetch={refetch} />;
  }
  const programs = allPrograms(data);
  if (programs.length === 0) return <NothingState message={t("referral.programs.empty")} />;
  return (
    <CardGrid>
      {programs.map((program) => (
        <ProgramCard key={program.id} program={program} />
      ))}
    </CardGrid>
  );
}
