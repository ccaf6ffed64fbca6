/** The gateway logs through the services' shared JSON logger (service-kit/src/logger.ts). */
export * from "@travel/service-kit/logger";
