export {
  BackIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  ExternalIcon,
  EyeIcon,
  EyeOffIcon,
  MenuIcon,
  UserIcon,
} from "./icons";
