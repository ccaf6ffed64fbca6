import { Alert } from "@chakra-ui/react";

/** A message about the whole form, in red (error) or green (success); announced when it appears. */
export function FormMessage({
  status,
  children,
}: {
  status: "error" | "success" | "info";
  children: string;
}) {
  return (
    <Alert.Root status={status} role={status === "error" ? "alert" : "status"}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
