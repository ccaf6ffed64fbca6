import { NothingState, Pagination, PlainField, plainList } from "@travel/design-system";
import { useId } from "react";
import { Button, Flex, Heading, HStack, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { useTranslation } from "../../lib/i18n";
import { paths } from "../../config/paths";
import { ColumnHeads, ReferralItem } from "./referral-item";
import { allPrograms, defaultProgram, type Program } from "./programs";
import { ReferralProgramsQuery } from "./referral-programs-query";
import { ReferralsQuery } from "./referrals-query";
import { QueryPending } from "../../lib/ui/query-pending";

/** The page asked for in the address (`?page=2`); 1 when missing or not a page number. */
export function pageFromSearch(value: string | null): number {
  if (!value || !/^[1-9]\d{0,8}$/.test(value.trim())) return 1;
  return Number(value.trim());
}

function ProgramReferrals({ program, page }: { program: Program; page: number }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const headingId = useId();
  const { data, previousData, loading, error, refetch } = useQuery(ReferralsQuery, {
    variables: { program: program.id, page },
  });
  // While the next page loads, the last one stays in view (marked busy).
  const shown = data ?? (loading ? previousData : undefined);

  const goTo = (target: number) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (target <= 1) next.delete("page");
      else next.set("page", String(target));
      return next;
    });

  let body;
  if (!shown) {
    body = <QueryPending error={error} refetch={refetch} />;
  } else {
    const { items, count, totalPages } = shown.referrals;
    const shownPage = shown.referrals.page;
    if (count === 0) {
      body = <NothingState message={t("referral.credits.empty")} />;
    } else if (items.length === 0) {
      body = (
        <NothingState message={t("referral.credits.pageEmpty")}>
          <Button variant="outline" onClick={() => goTo(1)}>
            {t("referral.credits.firstPage")}
          </Button>
        </NothingState>
      );
    } else {
      body = (
        <Stack gap="4">
          <Stack gap="2">
            <ColumnHeads />
            <Stack
              as="ul"
              aria-label={t("referral.credits.listLabel", { program: program.name })}
              aria-busy={loading || undefined}
              opacity={loading ? 0.6 : 1}
              transition="opacity 0.2s"
              {...plainList}
              gap="2"
            >
              {items.map((referral) => (
                <ReferralItem key={referral.id} referral={referral} />
              ))}
            </Stack>
          </Stack>
          {totalPages > 1 ? (
            <Pagination page={shownPage} totalPages={totalPages} onPageChange={goTo} />
          ) : null}
        </Stack>
      );
    }
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" id={headingId} size="xl">
          {program.name}
        </Heading>
        {shown && shown.referrals.count > 0 ? (
          <Text color="fg.muted">
            {t("referral.credits.total", { count: shown.referrals.count })}
          </Text>
        ) : null}
      </Flex>
      {body}
    </Stack>
  );
}

function ProgramPicker({ programs, value }: { programs: readonly Program[]; value: string }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  return (
    <PlainField maxW={{ base: "full", sm: "sm" }} label={t("referral.credits.program")}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(e) => setSearchParams({ program: e.currentTarget.value })}
        >
          {programs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </PlainField>
  );
}

/**
 * The signed-in traveller's referrals in a programme (`?program=ID`, by default the first
 * Referral-type one), five per page (spec §9) with the page in the address (`?page=2`).
 */
export function ReferralCredits() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const programsQuery = useQuery(ReferralProgramsQuery);
  const requested = searchParams.get("program");
  const page = pageFromSearch(searchParams.get("page"));

  if (!programsQuery.data) {
    return <QueryPending error={programsQuery.error} refetch={programsQuery.refetch} />;
  }
  const programs = allPrograms(programsQuery.data);
  const program = requested ? programs.find((p) => p.id === requested) : defaultProgram(programs);
  if (!program) {
    return (
      <NothingState
        message={t(requested ? "referral.credits.unknownProgram" : "referral.credits.noPrograms")}
      >
        {requested ? (
          <Link asChild variant="underline">
            <RouterLink to={paths.account.referralPrograms}>
              {t("referral.credits.allPrograms")}
            </RouterLink>
          </Link>
        ) : null}
      </NothingState>
    );
  }
  return (
    <Stack gap="6">
      {programs.length > 1 ? (
        <HStack>
          <ProgramPicker programs={programs} value={program.id} />
        </HStack>
      ) : null}
      <ProgramReferrals key={program.id} program={program} page={page} />
    </Stack>
  );
}
