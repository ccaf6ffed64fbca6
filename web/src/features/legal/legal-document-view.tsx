import { Box, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "../../lib/i18n";
import { LEGAL_DOCUMENTS, type LegalDocumentKey } from "./legal-documents";
import { useLegalTexts, type LegalTextKey } from "./legal-texts";
import { parseLegalText, type LegalBlock } from "./legal-text";

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block, index) =>
    block.type === "list" ? (
      <List.Root key={index} ps="5" gap="2" listStyleType="disc">
        {block.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    ) : (
      <Text key={index}>{block.text}</Text>
    ),
  );
}

/**
 * A legal text (privacy policy, terms of use): its date, introduction, a list of its sections
 * linking to them, then each section under an h2, in the visitor's language. `orgName` is the
 * organisation that runs the site, named in the text. Suspends while the texts' chunk loads.
 */
export function LegalDocumentView({
  document,
  orgName,
}: {
  document: LegalDocumentKey;
  orgName: string;
}) {
  const { t, i18n } = useTranslation();
  const texts = useLegalTexts(i18n.language);
  const { intro, sections } = LEGAL_DOCUMENTS[document];
  const text = (key: LegalTextKey) => parseLegalText(texts[key].replaceAll("{{orgName}}", orgName));
  return (
    <Stack gap="6" maxW="3xl" textStyle="md" lineHeight="tall">
      <Text color="fg.muted">{t("legal.updated")}</Text>
      <Blocks blocks={text(intro)} />
      <Box as="nav" aria-labelledby={`${document}-contents`}>
        <Heading as="h2" id={`${document}-contents`} size="md" mb="2">
          {t("legal.sections")}
        </Heading>
        <List.Root as="ol" ps="5" gap="1" listStyleType="decimal">
          {sections.map((s) => (
            <List.Item key={s.id}>
              <Link href={`#${s.id}`} variant="underline">
                {texts[s.heading]}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      {sections.map((s) => (
        <Stack as="section" key={s.id} gap="3" aria-labelledby={s.id}>
          <Heading as="h2" id={s.id} size="lg" scrollMarginTop="4">
            {texts[s.heading]}
          </Heading>
          <Blocks blocks={text(s.body)} />
        </Stack>
      ))}
    </Stack>
  );
}
