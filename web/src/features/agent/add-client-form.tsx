import { useId, useState } from "react";
import {
  Box,
  Button,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { useTranslation } from "react-i18next";
import {
  agentClientSchema,
  CLIENT_NAME_MAX_LENGTH,
  CLIENT_NOTES_MAX_LENGTH,
  keepNameCharacters,
  keepPhoneDigits,
  messages,
  PHONE_MAX_LENGTH,
  sanitizeEmail,
} from "@travel/schema/validation";
import { translateMessage } from "../auth";
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
  const [message, setMessage] = useState<{ status: "error" | "success"; text: string } | null>(
    null,
  );
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
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: "4", md: "6" }}
    >
      <Heading as="h2" id={headingId} size="lg" mb="4">
        {t("agent.addClient.heading")}
      </Heading>
      <Formik
        initialValues={empty}
        validationSchema={agentClientSchema}
        // Messages appear on submit, not on blur (a message appearing on blur moves the button).
        validateOnBlur={false}
        onSubmit={submit}
      >
        {({ values, errors, touched, isSubmitting, handleChange, setFieldValue }) => {
          const problem = (field: keyof ClientValues) =>
            touched[field] && errors[field] ? translateMessage(t, errors[field]) : null;
          return (
            <Form noValidate aria-labelledby={headingId}>
              <Stack gap="4">
                {message ? (
                  <Box
                    role={message.status === "error" ? "alert" : "status"}
                    borderRadius="md"
                    px="4"
                    py="3"
                    bg={message.status === "error" ? "red.subtle" : "green.subtle"}
                    color={message.status === "error" ? "red.fg" : "green.fg"}
                    fontWeight="medium"
                  >
                    {message.text}
                  </Box>
                ) : null}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Field.Root required invalid={Boolean(problem("name"))}>
                    <Field.Label>
                      {t("agent.addClient.name")}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      name="name"
                      autoComplete="off"
                      maxLength={CLIENT_NAME_MAX_LENGTH}
                      value={values.name}
                      onChange={(e) =>
                        void setFieldValue("name", keepNameCharacters(e.target.value))
                      }
                    />
                    <Field.ErrorText>{problem("name")}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(problem("email"))}>
                    <Field.Label>
                      {t("agent.addClient.email")}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      name="email"
                      type="email"
                      autoComplete="off"
                      value={values.email}
                      onChange={(e) => void setFieldValue("email", sanitizeEmail(e.target.value))}
                    />
                    <Field.ErrorText>{problem("email")}</Field.ErrorText>
                  </Field.Root>
                  <SimpleGrid columns={3} gap="3">
                    <Field.Root invalid={Boolean(problem("phoneCountryCode"))} gridColumn="span 1">
                      <Field.Label>{t("agent.addClient.phoneCountryCode")}</Field.Label>
                      <Input
                        name="phoneCountryCode"
                        inputMode="tel"
                        placeholder="+44"
                        maxLength={8}
                        value={values.phoneCountryCode}
                        onChange={handleChange}
                      />
                      <Field.ErrorText>{problem("phoneCountryCode")}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={Boolean(problem("phone"))} gridColumn="span 2">
                      <Field.Label>{optional(t("agent.addClient.phone"))}</Field.Label>
                      <Input
                        name="phone"
                        inputMode="numeric"
                        maxLength={PHONE_MAX_LENGTH}
                        value={values.phone}
                        onChange={(e) =>
                          void setFieldValue("phone", keepPhoneDigits(e.target.value))
                        }
                      />
                      <Field.ErrorText>{problem("phone")}</Field.ErrorText>
                    </Field.Root>
                  </SimpleGrid>
                  <Field.Root invalid={Boolean(problem("nationalityId"))}>
                    <Field.Label>{optional(t("agent.addClient.nationality"))}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        name="nationalityId"
                        value={values.nationalityId}
                        onChange={handleChange}
                      >
                        <option value="">{t("agent.addClient.noNationality")}</option>
                        {(nationalities.data?.nationalities ?? []).map((n) => (
                          <option key={n.id} value={n.id}>
                            {n.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{problem("nationalityId")}</Field.ErrorText>
                  </Field.Root>
                </SimpleGrid>
                <Field.Root invalid={Boolean(problem("notes"))}>
                  <Field.Label>{optional(t("agent.addClient.notes"))}</Field.Label>
                  <Textarea
                    name="notes"
                    rows={3}
                    maxLength={CLIENT_NOTES_MAX_LENGTH}
                    value={values.notes}
                    onChange={handleChange}
                  />
                  <Field.ErrorText>{problem("notes")}</Field.ErrorText>
                </Field.Root>
                <Button
                  type="submit"
                  loading={isSubmitting}
                  alignSelf={{ base: "stretch", md: "flex-start" }}
                >
                  {t("agent.addClient.submit")}
                </Button>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
