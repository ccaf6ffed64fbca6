import { NothingState } from "@travel/design-system";
import { useId } from "react";
import { Heading, Stack } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { type LabelKey, useTranslation } from "../../lib/i18n";
import type { WalletOption, WalletQuery as WalletData } from "../../__generated__/graphql";
import { useCurrencyRefetch } from "../../lib/locale/use-currency-refetch";
import { useLoadedFlag } from "./use-loaded-flag";
import { WalletCardItem, type WalletCard } from "./wallet-card";
import { WalletQuery } from "./wallet-query";
import { WalletSummary } from "./wallet-summary";
import { QueryPending } from "../../lib/ui/query-pending";
import { CardGrid } from "../../lib/ui/card-grid";

type Wallet = NonNullable<WalletData["wallet"]>;

interface SectionProps {
  titleKey: LabelKey;
  emptyKey: LabelKey;
  cards: readonly WalletCard[];
}

function WalletSection({ titleKey, emptyKey, cards }: SectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl">
        {t(titleKey)}
      </Heading>
      {cards.length === 0 ? (
        <NothingState message={t(emptyKey)} />
      ) : (
        <CardGrid wide>
          {cards.map((card) => (
            <WalletCardItem key={card.id} card={card} />
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}

/** The sections of the wallet in the page's order, each shown when its option is enabled. */
const SECTIONS: readonly {
  option: WalletOption;
  titleKey: LabelKey;
  emptyKey: LabelKey;
  cards: (wallet: Wallet) => readonly WalletCard[];
}[] = [
  {
    option: "CERTIFICATES",
    titleKey: "wallet.section.certificates",
    emptyKey: "wallet.empty.certificates",
    cards: (w) => w.certificates,
  },
  {
    option: "DISCOUNT_CARDS",
    titleKey: "wallet.section.discountCards",
    emptyKey: "wallet.empty.discountCards",
    cards: (w) => w.discountCards,
  },
  {
    option: "CASH_CARD",
    titleKey: "wallet.section.cashCard",
    emptyKey: "wallet.empty.cashCard",
    cards: (w) => (w.cashCard ? [w.cashCard] : []),
  },
];

/**
 * The signed-in traveller's wallet (spec §3, §4, §6): a section per enabled option, or a note
 * that the site has no wallet. The region's loaded flag (`data-loaded`, `aria-busy`) turns true
 * 500 ms after the wallet has loaded.
 */
export function WalletView() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(WalletQuery);
  useCurrencyRefetch(refetch);
  const wallet = data?.wallet ?? null;
  const loaded = useLoadedFlag(data !== undefined);

  let body;
  if (!data) {
    body = <QueryPending error={error} refetch={refetch} />;
  } else if (!wallet || !wallet.enabled) {
    body = <NothingState message={t("wallet.notAvailable")} />;
  } else {
    const sections = SECTIONS.filter((s) => wallet.options.includes(s.option));
    body =
      sections.length === 0 ? (
        <NothingState message={t("wallet.noCards")} />
      ) : (
        <>
          <WalletSummary summary={wallet.summary} options={wallet.options} />
          {sections.map((s) => (
            <WalletSection
              key={s.option}
              titleKey={s.titleKey}
              emptyKey={s.emptyKey}
              cards={s.cards(wallet)}
            />
          ))}
        </>
      );
  }

  return (
    <Stack
      role="region"
      aria-label={t("wallet.regionLabel")}
      aria-busy={!loaded}
      data-loaded={loaded ? "true" : "false"}
      gap={{ base: "8", md: "10" }}
    >
      {body}
    </Stack>
  );
}
