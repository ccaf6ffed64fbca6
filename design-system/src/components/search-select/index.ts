export { SearchSelect, type SearchOption, type SearchSelectProps } from "./search-select";
