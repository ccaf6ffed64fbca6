import { useEffect, useRef, type ReactNode } from "react";
import { Box, Button, Flex, IconButton, Text } from "@chakra-ui/react";
import { plainList } from "../../theme/plain-list";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons";
import { useUiText } from "../ui-text";
import { pageItems } from "./page-items";

export interface PaginationProps {
  /** The page shown, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/**
 * Page controls: "Page 2 of 5" (announced when it changes), Previous, the page numbers (the
 * current one marked `aria-current="page"`) and Next; Previous and Next are disabled at the ends.
 */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const text = useUiText();
  const current = useRef<HTMLButtonElement>(null);
  // Previous or Next that leads to an end becomes disabled and loses focus: focus moves to the
  // current page's number instead of falling back to the top of the document.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    current.current?.focus();
  }, [page]);

  const go = (target: number, fromArrow: boolean) => {
    if (target < 1 || target > totalPages || target === page) return;
    refocus.current = fromArrow && (target === 1 || target === totalPages);
    onPageChange(target);
  };

  return (
    <Flex
      as="nav"
      aria-label={text.paginationLabel}
      direction={{ base: "column", sm: "row" }}
      align={{ base: "stretch", sm: "center" }}
      justify="space-between"
      gap="3"
    >
      <Text
        aria-live="polite"
        color="fg.muted"
        textStyle="sm"
        textAlign={{ base: "center", sm: "start" }}
      >
        {text.pageOf(page, totalPages)}
      </Text>
      <Flex as="ul" {...plainList} gap="1" justify="center" align="center">
        <StepButton
          label={text.previousPage}
          disabled={page <= 1}
          onClick={() => go(page - 1, true)}
          icon={<ChevronLeftIcon />}
        />
        {pageItems(page, totalPages).map((item, index) =>
          item === "gap" ? (
            <Box as="li" key={`gap-${index}`} aria-hidden="true" px="1" color="fg.muted">
              …
            </Box>
          ) : (
            <li key={item}>
              <IconButton
                ref={item === page ? current : undefined}
                size="sm"
                minW="9"
                variant={item === page ? "solid" : "ghost"}
                aria-label={text.page(item)}
                aria-current={item === page ? "page" : undefined}
                onClick={() => go(item, false)}
              >
                {item}
              </IconButton>
            </li>
          ),
        )}
        <StepButton
          label={text.nextPage}
          disabled={page >= totalPages}
          onClick={() => go(page + 1, true)}
          icon={<ChevronRightIcon />}
          iconAfter
        />
      </Flex>
    </Flex>
  );
}

/** Previous or Next: an arrow, and its word from the small breakpoint up. */
function StepButton({
  label,
  disabled,
  onClick,
  icon,
  iconAfter = false,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
  iconAfter?: boolean;
}) {
  return (
    <li>
      <Button
        variant="outline"
        size="sm"
        px={{ base: "2", sm: "3" }}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {iconAfter ? null : icon}
        <Box as="span" hideBelow="sm">
          {label}
        </Box>
        {iconAfter ? icon : null}
      </Button>
    </li>
  );
}
