export { RecordTable, type RecordColumn, type RecordTableProps } from "./record-table";
