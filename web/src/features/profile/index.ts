export { ProfileSection } from "./profile-section";
export { TravelersSection } from "./travelers-section";
