import { FormField, Panel } from "@travel/design-system";
import { useId, useState } from "react";
import { Heading, SimpleGrid, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import type { FormikHelpers } from "formik";
import { useTranslation } from "../../lib/i18n";
import {
  agentClientSchema,
  CLIENT_NAME_MAX_LENGTH,
  CLIENT_NOTES_MAX_LENGTH,
  keepNameCharacters,
  keepPhoneDigits,
  messages,
  PHONE_MAX_LENGTH,
} from "@travel/schema/validation";
import { translateMessage } from "../../lib/i18n/translate-message";
import { EmailFormField } from "../../lib/forms/email-form-field";
import { SubmitForm } from "../../lib/forms/submit-form";
import { AgentFormMessage, type AgentFormNote } from "./agent-form-message";
import {
  AddAgentClientMutation,
  AgentClientsQuery,
  ClientNationalitiesQuery,
} from "./agent-queries";
import { createAttemptKeys } from "../../lib/attempt-key";

interface ClientValues {
  name: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
  nationalityId: string;
  notes: string;
}

const empty: ClientValues = {
  name: "",
  email: "",
  phoneCountryCode: "",
  phone: "",
  nationalityId: "",
  notes: "",
};

const FIELDS = new Set<string>(Object.keys(empty));

/** The form adding a client to the agent's list, with the shared rules and messages. */
export function AddClientForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const [message, setMessage] = useState<AgentFormNote | null>(null);
  const nationalities = useQuery(ClientNationalitiesQuery);
  const [addClient] = useMutation(AddAgentClientMutation, {
    refetchQueries: [AgentClientsQuery],
    awaitRefetchQueries: true,
  });

  // one idempotency key per attempt, kept across its retries: the client is added once
  const [attempts] = useState(createAttemptKeys);

  const submit = async (values: ClientValues, helpers: FormikHelpers<ClientValues>) => {
    setMessage(null);
    try {
      const { data } = await addClient({
        variables: { input: { ...values, idempotencyKey: attempts.keyFor(values) } },
      });
      const payload = data?.addAgentClient;
      if (payload?.client) {
        attempts.end();
        helpers.resetForm();
        setMessage({
          status: "success",
          text: t("agent.addClient.added", { name: payload.client.name }),
        });
        return;
      }
      const errors = payload?.errors ?? [];
      const byField: Partial<Record<keyof ClientValues, string>> = {};
      for (const e of errors) {
        if (e.field && FIELDS.has(e.field)) byField[e.field as keyof ClientValues] = e.message;
        else setMessage({ status: "error", text: translateMessage(t, e.message) });
      }
      helpers.setErrors(byField);
      helpers.setTouched(Object.fromEntries(Object.keys(byField).map((f) => [f, true])), false);
      if (errors.length === 0)
        setMessage({ status: "error", text: translateMessage(t, messages.UPSTREAM_UNAVAILABLE) });
    } catch {
      setMessage({ status: "error", text: translateMessage(t, messages.UPSTREAM_UNAVAILABLE) });
    }
  };

  const optional = (label: string) => (
    <>
      {label}{" "}
      <Text as="span" color="fg.muted" fontWeight="normal">
        ({t("agent.addClient.optional")})
      </Text>
    </>
  );

  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {t("agent.addClient.heading")}
      </Heading>
      <SubmitForm
        initialValues={empty}
        validationSchema={agentClientSchema}
        onSubmit={submit}
        labelledBy={headingId}
        submitLabel={t("agent.addClient.submit")}
        submitProps={{ alignSelf: { base: "stretch", md: "flex-start" } }}
      >
        <AgentFormMessage message={message} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            name="name"
            required
            label={t("agent.addClient.name")}
            parse={keepNameCharacters}
            inputProps={{ autoComplete: "off", maxLength: CLIENT_NAME_MAX_LENGTH }}
          />
          <EmailFormField label={t("agent.addClient.email")} autoComplete="off" required />
          <SimpleGrid columns={3} gap="3">
            <FormField
              name="phoneCountryCode"
              gridColumn="span 1"
              label={t("agent.addClient.phoneCountryCode")}
              inputProps={{ inputMode: "tel", placeholder: "+44", maxLength: 8 }}
            />
            <FormField
              name="phone"
              gridColumn="span 2"
              label={optional(t("agent.addClient.phone"))}
              parse={keepPhoneDigits}
              inputProps={{ inputMode: "numeric", maxLength: PHONE_MAX_LENGTH }}
            />
          </SimpleGrid>
          <FormField
            name="nationalityId"
            label={optional(t("agent.addClient.nationality"))}
            emptyOption={t("agent.addClient.noNationality")}
            options={(nationalities.data?.nationalities ?? []).map((n) => ({
              value: n.id,
              label: n.name,
            }))}
          />
        </SimpleGrid>
        <FormField name="notes" label={optional(t("agent.addClient.notes"))}>
          {(field) => (
            <Textarea
              name={field.name}
              rows={3}
              maxLength={CLIENT_NOTES_MAX_LENGTH}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
            />
          )}
        </FormField>
      </SubmitForm>
    </Panel>
  );
}
