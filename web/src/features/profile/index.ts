// the feature's own labels, registered before any of its components render
import "./default-labels";
export { ProfileSection } from "./profile-section";
export { TravelersSection } from "./travelers-section";
