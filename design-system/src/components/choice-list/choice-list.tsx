import type { ReactNode } from "react";
import { Button, Stack, Text, type StackProps } from "@chakra-ui/react";
import { plainList } from "../../theme/plain-list";

export interface Choice {
  /** Unique among the choices ("es-ES", "EUR"). */
  value: string;
  /** The choice's main text ("Español", "Euro"). */
  label: ReactNode;
  /** Bold text before the label ("EUR"). */
  code?: string;
  /** A decorative mark before it (a flag emoji), hidden from assistive technology. */
  mark?: string;
  /** The language the label is written in (a language's own name). */
  lang?: string;
}

export interface ChoiceListProps extends Omit<StackProps, "onChange"> {
  choices: readonly Choice[];
  /** The chosen value: its button is solid and pressed (`aria-pressed`). */
  current?: string | null;
  onChoose: (choice: Choice) => void;
  /** The others' look: `outline` (a few choices) or `ghost` (a long list). Default outline. */
  variant?: "outline" | "ghost";
}

/**
 * A list of choices, each a full-width button, the current one pressed: the body of the
 * language and currency pickers.
 */
export function ChoiceList({
  choices,
  current,
  onChoose,
  variant = "outline",
  ...rest
}: ChoiceListProps) {
  return (
    <Stack as="ul" {...plainList} gap={variant === "ghost" ? "1" : "2"} {...rest}>
      {choices.map((choice) => {
        const chosen = choice.value === current;
        return (
          <li key={choice.value}>
            <Button
              width="full"
              justifyContent="flex-start"
              variant={chosen ? "solid" : variant}
              aria-pressed={chosen}
              lang={choice.lang}
              onClick={() => onChoose(choice)}
            >
              {choice.mark ? <span aria-hidden="true">{choice.mark}</span> : null}
              {choice.code ? (
                <Text as="span" fontWeight="semibold">
                  {choice.code}
                </Text>
              ) : null}
              <Text as="span" truncate>
                {choice.label}
              </Text>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
