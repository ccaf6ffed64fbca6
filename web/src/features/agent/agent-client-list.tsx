import { NothingState, type RecordColumn, RecordTable } from "@travel/design-system";
import { Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../lib/i18n";
import type { AgentClientsQuery as AgentClientsData } from "../../__generated__/graphql";
import { AddClientForm } from "./add-client-form";
import { AgentClientsQuery } from "./agent-queries";
import { QueryPending } from "../../lib/ui/query-pending";

type Client = AgentClientsData["agentClients"][number];

function ClientTable({ clients }: { clients: readonly Client[] }) {
  const { t, i18n } = useTranslation();
  const none = (
    <Text as="span" color="fg.muted">
      {t("agent.clients.none")}
    </Text>
  );
  const added = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(date);
  };
  const title: RecordColumn<Client> = {
    key: "name",
    header: t("agent.clients.column.name"),
    cell: (c) => c.name,
  };
  const columns: RecordColumn<Client>[] = [
    { key: "email", header: t("agent.clients.column.email"), cell: (c) => c.email },
    {
      key: "phone",
      header: t("agent.clients.column.phone"),
      cell: (c) => (c.phone ? [c.phoneCountryCode, c.phone].filter(Boolean).join(" ") : none),
    },
    {
      key: "nationality",
      header: t("agent.clients.column.nationality"),
      cell: (c) => c.nationalityName ?? none,
    },
    {
      key: "notes",
      header: t("agent.clients.column.notes"),
      cell: (c) =>
        c.notes ? (
          <Text as="span" whiteSpace="pre-line" maxW="xs" display="inline-block">
            {c.notes}
          </Text>
        ) : (
          none
        ),
    },
    { key: "added", header: t("agent.clients.column.added"), cell: (c) => added(c.createdAt) },
  ];
  return (
    <RecordTable
      caption={`${t("agent.clients.caption")} · ${t("agent.clients.count", { count: clients.length })}`}
      records={clients}
      recordKey={(c) => c.id}
      title={title}
      columns={columns}
    />
  );
}

/** The agent's clients (a table, cards on phones) and the form adding one. */
export function AgentClientList() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(AgentClientsQuery);
  let list;
  if (!data) {
    list = <QueryPending error={error} refetch={refetch} />;
  } else if (data.agentClients.length === 0) {
    list = <NothingState message={t("agent.clients.empty")} />;
  } else {
    list = <ClientTable clients={data.agentClients} />;
  }
  return (
    <Stack gap={{ base: "6", md: "8" }}>
      {list}
      <AddClientForm />
    </Stack>
  );
}
