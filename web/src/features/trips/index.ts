export { MyTrips } from "./my-trips";
