import { EyeIcon, EyeOffIcon } from "@travel/design-system";
import { useState } from "react";
import { IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { PASSWORD_MAX_LENGTH } from "@travel/schema/validation";
import { useTranslation } from "react-i18next";

/** A password input (at most 13 characters, spec §9) with a show/hide toggle. */
export function PasswordInput(props: Omit<InputProps, "type" | "maxLength">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t("auth.hidePassword") : t("auth.showPassword")}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input
        {...props}
        type={visible ? "text" : "password"}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete={props.autoComplete ?? "current-password"}
      />
    </InputGroup>
  );
}
