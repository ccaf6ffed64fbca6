/**
 * The frame every foundations page of the gallery shares: the page's title as its h1 with an
 * optional introduction, and its sections, each named by an h2 heading.
 */
import type { ReactNode } from "react";
import { Heading, Stack, Text, type StackProps } from "@chakra-ui/react";

/** A gallery page: its title (h1), the muted introduction when given, then `children`. */
export function GalleryPage({
  title,
  intro,
  gap = "8",
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The space between the page's parts. */
  gap?: StackProps["gap"];
  children: ReactNode;
}) {
  return (
    <Stack gap={gap}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {intro ? <Text color="fg.muted">{intro}</Text> : null}
      {children}
    </Stack>
  );
}

/**
 * A section of a gallery page, named by its h2 `title` (its accessible name is `label` when
 * given, else the title); `children` follow the heading. Other Stack props (`minW`) go to the
 * section.
 */
export function GallerySection({
  title,
  label = title,
  gap = "3",
  children,
  ...props
}: Omit<StackProps, "title" | "children"> & {
  title: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} as="section" aria-label={label} {...props}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
