import { Box } from "@chakra-ui/react";

/** What an agent form says after a submit: the refusal (an alert) or what was done (a status). */
export interface AgentFormNote {
  status: "error" | "success";
  text: string;
}

/** The agent forms' message above or below their fields, in red or green. */
export function AgentFormMessage({ message }: { message: AgentFormNote | null }) {
  if (!message) return null;
  const error = message.status === "error";
  return (
    <Box
      role={error ? "alert" : "status"}
      borderRadius="md"
      px="4"
      py="3"
      bg={error ? "red.subtle" : "green.subtle"}
      color={error ? "red.fg" : "green.fg"}
      fontWeight="medium"
    >
      {message.text}
    </Box>
  );
}
