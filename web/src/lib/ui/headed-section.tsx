import { useId, type ReactNode } from "react";
import { Heading, Stack } from "@chakra-ui/react";

/** A section of a page named by its h2 (a page that composes several, such as /user-details). */
export function HeadedSection({
  title,
  gap = "4",
  aside,
  children,
}: {
  title: string;
  gap?: "4" | "5";
  /** Beside the heading, at its end (a link to the section's own page). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <Heading as="h2" id={headingId} size="xl">
      {title}
    </Heading>
  );
  return (
    <Stack as="section" aria-labelledby={headingId} gap={gap}>
      {aside ? (
        <Stack direction="row" justify="space-between" align="baseline" wrap="wrap" gap="2">
          {heading}
          {aside}
        </Stack>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
