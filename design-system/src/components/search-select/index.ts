export { Listbox, ListboxOption } from "./listbox";
export { SearchSelect, type SearchOption, type SearchSelectProps } from "./search-select";
