export { ChoiceList, type Choice, type ChoiceListProps } from "./choice-list";
