import type { ReactNode } from "react";
import { Heading, Stack } from "@chakra-ui/react";
import { PageContainer } from "@travel/design-system";
import { useDocumentTitle } from "../../features/site";

interface PageProps {
  /** The page's heading and browser tab title. */
  title: string;
  children?: ReactNode;
}

/** A page of the site: its h1, its tab title and its content in the page container. */
export function Page({ title, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <PageContainer size="xl">
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </PageContainer>
  );
}
