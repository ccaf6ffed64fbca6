import { useState } from "react";
import { IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { EyeIcon, EyeOffIcon } from "../icons";

export interface PasswordInputProps extends Omit<InputProps, "type"> {
  /** The toggle's accessible name while the password is hidden ("Show password"). */
  showLabel: string;
  /** The toggle's accessible name while the password shows ("Hide password"). */
  hideLabel: string;
  /** Shown as text at first (a gallery state); hidden by default. */
  defaultVisible?: boolean;
}

/**
 * A password input with a show/hide toggle (a pressed button). Put it in a `FormField` or a
 * `PlainField`, whose label names it. `autoComplete` is `current-password` unless given.
 */
export function PasswordInput({
  showLabel,
  hideLabel,
  defaultVisible = false,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? hideLabel : showLabel}
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
        autoComplete={props.autoComplete ?? "current-password"}
      />
    </InputGroup>
  );
}
