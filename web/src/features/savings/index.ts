export { DailyDealsProvider } from "./daily-deals-provider";
export { savingsNavigation } from "./savings-navigation";
